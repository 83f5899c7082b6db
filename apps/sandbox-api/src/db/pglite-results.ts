import { protocol, types, type ParserOptions, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * Reads the answer to one extended-protocol query straight from PGlite's output bytes (issue 17).
 * PGlite's own path turns every message into an object, copies every field into an ArrayBuffer
 * of its own and decodes it apart, then builds the rows from those objects: a quarter of the
 * sandbox's CPU under load went there. This reads RowDescription, DataRow and CommandComplete
 * in one pass over the bytes and gives what `parse.parseResults` gives for the same messages:
 * the same fields, the same rows (the same type parsers, through `types.parseType`), the same
 * command, affectedRows and rowCount. An error answer is left to PGlite's own parser (`null`).
 */

const ROW_DESCRIPTION = 0x54; // 'T'
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const ERROR_RESPONSE = 0x45; // 'E'

const countedCommands = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

interface Field {
  name: string;
  dataTypeID: number;
}

/** The result of the query, or null when the answer holds an ErrorResponse. */
export function readResults<T>(raw: Uint8Array, clientParsers: ParserOptions, options?: QueryOptions): Results<T> | null {
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  // The query's own parsers come before the client's. PGlite merges the two maps for every query
  // (the client's has 366 entries: 0.2 ms); here each column picks the map that has its type.
  const own = options?.parsers;
  const asArrays = options?.rowMode === 'array';
  let fields: Field[] = [];
  /** Per column, the map that holds its type's parser. */
  let columnParsers: ParserOptions[] = [];
  let rows: unknown[] = [];
  let result: Results<T> | null = null;

  const cstringEnd = (from: number) => bytes.indexOf(0, from);

  for (let at = 0; at + 5 <= bytes.length; ) {
    const code = bytes[at]!;
    const end = at + 1 + bytes.readUInt32BE(at + 1);
    let p = at + 5;
    if (code === ERROR_RESPONSE) return null;
    if (code === ROW_DESCRIPTION) {
      const count = bytes.readUInt16BE(p);
      p += 2;
      fields = [];
      columnParsers = [];
      for (let i = 0; i < count; i++) {
        const nameEnd = cstringEnd(p);
        const name = bytes.toString('utf8', p, nameEnd);
        // table OID (4), column number (2), then the type OID.
        const dataTypeID = bytes.readInt32BE(nameEnd + 7);
        fields.push({ name, dataTypeID });
        columnParsers.push(own?.[dataTypeID] != null ? own : clientParsers);
        p = nameEnd + 19;
      }
    } else if (code === DATA_ROW) {
      const count = bytes.readUInt16BE(p);
      p += 2;
      const values: unknown[] = new Array(count);
      for (let i = 0; i < count; i++) {
        const length = bytes.readInt32BE(p);
        p += 4;
        if (length < 0) {
          values[i] = null;
        } else {
          values[i] = types.parseType(bytes.toString('utf8', p, p + length), fields[i]!.dataTypeID, columnParsers[i]);
          p += length;
        }
      }
      if (asArrays) {
        rows.push(values);
      } else {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < count; i++) {
          const name = fields[i]!.name;
          // As Object.fromEntries would: a column named __proto__ is a plain property.
          if (name === '__proto__') Object.defineProperty(row, name, { value: values[i], enumerable: true, writable: true, configurable: true });
          else row[name] = values[i];
        }
        rows.push(row);
      }
    } else if (code === COMMAND_COMPLETE) {
      const words = bytes.toString('utf8', p, cstringEnd(p)).split(' ');
      const command = words[0]!;
      const n = parseInt(words[words.length - 1]!, 10);
      result = {
        rows: rows as T[],
        fields,
        command,
        affectedRows: countedCommands.has(command) ? n : 0,
        ...(Number.isNaN(n) ? {} : { rowCount: n }),
      } as Results<T>;
      fields = [];
      rows = [];
    }
    at = end;
  }
  return result ?? ({ affectedRows: 0, rows: [], fields: [] } as unknown as Results<T>);
}

/** The DatabaseError of an answer that holds one, as PGlite's own parser builds it. */
export function databaseErrorOf(raw: Uint8Array): Error {
  let found: Error | undefined;
  new protocol.Parser().parse(raw, (message) => {
    if (!found && message instanceof protocol.messages.DatabaseError) found = message;
  });
  return found ?? new Error('PGlite answered with an error that could not be read.');
}
