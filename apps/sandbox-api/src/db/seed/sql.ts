/** Literal helpers for the seed's generated SQL scripts (values are ours, never user input). */

export const lit = (value: string | null): string =>
  value === null ? 'NULL' : `'${value.replace(/'/g, "''")}'`;

export const textArray = (values: string[]): string =>
  `ARRAY[${values.map(lit).join(',')}]::text[]`;

export const json = (value: unknown): string => `${lit(JSON.stringify(value))}::jsonb`;

/** Picks element `1 + (expr mod n)` of a literal text array. */
export const pick = (values: string[], expr: string): string =>
  `(${textArray(values)})[1 + ((${expr}) % ${values.length})]`;

export function rowsSql(
  table: string,
  columns: string[],
  rows: (string | number | boolean | null)[][],
): string {
  if (rows.length === 0) return '';
  const values = rows
    .map(
      (row) =>
        `(${row
          .map((v) =>
            v === null
              ? 'NULL'
              : typeof v === 'string'
                ? v.startsWith('SQL:')
                  ? v.slice(4)
                  : lit(v)
                : String(v),
          )
          .join(',')})`,
    )
    .join(',\n');
  return `INSERT INTO ${table} (${columns.join(',')}) VALUES\n${values};\n`;
}

/** Marks a string as raw SQL inside rowsSql. */
export const raw = (expr: string): string => `SQL:${expr}`;

/** A moment so many days (and minutes) before the seed runs. */
export const daysAgo = (days: number, minutes = 0): string =>
  raw(`now() - make_interval(days => ${days}, mins => ${minutes})`);
