import { baseTokens, type Tokens } from './base-tokens';

const PREFIX = '--ds';

const kebab = (key: string): string => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

type VarTree<T> = { [K in keyof T]: T[K] extends string ? string : VarTree<T[K]> };

const mapTree = (node: object, path: string[]): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    const next = [...path, kebab(key)];
    out[key] =
      typeof value === 'string'
        ? `var(${PREFIX}-${next.join('-')})`
        : mapTree(value as object, next);
  }
  return out;
};

/**
 * `var(--ds-…)` references with the same shape as the tokens. Components read these, never the
 * theme object, so a theme switch only swaps the variables on :root.
 */
export const vars = /* @__PURE__ */ mapTree(baseTokens, []) as VarTree<Tokens>;

/** Flattens tokens into `--ds-…: value;` declarations. */
export const toCssDeclarations = (tokens: Tokens): string => {
  const lines: string[] = [];
  const walk = (node: object, path: string[]): void => {
    for (const [key, value] of Object.entries(node)) {
      const next = [...path, kebab(key)];
      if (typeof value === 'string') lines.push(`${PREFIX}-${next.join('-')}: ${value};`);
      else walk(value as object, next);
    }
  };
  walk(tokens, []);
  return lines.join('\n');
};
