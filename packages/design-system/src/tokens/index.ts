export { baseTokens, type Tokens, type TokensPartial } from './base-tokens';
export { vars, toCssDeclarations } from './css-vars';
export { layout, breakpoints, below, above, type Breakpoint } from './layout';
