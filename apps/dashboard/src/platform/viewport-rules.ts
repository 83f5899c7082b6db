import type { ComponentProps } from 'react';
import type { StyleSheetManager } from 'styled-components';

type StylisPlugin = NonNullable<ComponentProps<typeof StyleSheetManager>['stylisPlugins']>[number];
type StylisElement = Parameters<StylisPlugin>[0];

/** The `<html>` attribute listing the conditions the viewport meets, e.g. "max-576 reduce-motion". */
export const viewportAttribute = 'data-viewport';

// stylis' element types (its `Enum.js`), written out: the package is styled-components' own.
const mediaType = '@media';
const ruleType = 'rule';
const commentType = 'comm';

const widthCondition = /^\((max|min)-width:\s*(\d+(?:\.\d+)?)px\)$/;
const reducedMotion = /^\(prefers-reduced-motion:\s*reduce\)$/;

/** One condition of a query as a token: '(max-width: 576px)' → 'max-576'; null if not one we keep. */
function tokenOf(condition: string): string | null {
  const width = widthCondition.exec(condition);
  if (width) return `${width[1]}-${width[2]}`;
  return reducedMotion.test(condition) ? 'reduce-motion' : null;
}

/** The query a token stands for. */
function queryOf(token: string): string {
  if (token === 'reduce-motion') return '(prefers-reduced-motion: reduce)';
  const [side, px] = token.split('-');
  return `(${side}-width: ${px}px)`;
}

/** "(max-width: 576px) and (min-width: 400px)" → ['max-576', 'min-400']; null for any other query. */
export function conditionTokens(query: string): string[] | null {
  const tokens: string[] = [];
  for (const part of query.trim().split(/\s+and\s+/)) {
    const token = tokenOf(part);
    if (token === null) return null;
    tokens.push(token);
  }
  return tokens.length > 0 ? tokens : null;
}

const met = new Set<string>();
const watched = new Set<string>();

function writeAttribute(): void {
  document.documentElement.setAttribute(viewportAttribute, [...met].sort().join(' '));
}

/** Keeps a token on `<html>` while its condition holds, from now on. */
function watch(token: string): void {
  if (watched.has(token)) return;
  watched.add(token);
  const list = window.matchMedia(queryOf(token));
  const apply = (matches: boolean) => {
    if (matches) met.add(token);
    else met.delete(token);
    writeAttribute();
  };
  apply(list.matches);
  list.addEventListener('change', (event) => apply(event.matches));
}

/**
 * A stylis plugin for the app's styles in the browser: a component's `@media (max-width: …)` block
 * (or `min-width`, or `prefers-reduced-motion: reduce`, or several of them joined by `and`)
 * becomes plain rules under a condition on `<html>` — `@media (max-width: 576px) { .a { … } }` is
 * written `:where(html[data-viewport~="max-576"]) .a { … }`, and a `matchMedia` listener keeps
 * the attribute true to the viewport. Chromium restyles every element of the document when an
 * at-rule is added to a loaded page's style sheet (17–34 ms at 4× CPU on the order queue, against
 * 0.4–4 ms for a plain rule, which restyles only the elements it can match), and styled-components
 * adds a component's rules the first time it renders, in the middle of a page's first render.
 * `:where()` adds no specificity and the rules keep their place in the sheet, so they win and lose
 * exactly where the media block did. Only blocks of class rules with those conditions are
 * rewritten; any other query, and anything outside a component's class, stays as it was.
 */
export function viewportRulesPlugin(): StylisPlugin {
  const plugin: StylisPlugin = (element, index, children) => {
    if (
      element.type !== mediaType ||
      element.root !== null ||
      typeof window.matchMedia !== 'function'
    )
      return;
    const rules = element.children;
    if (!Array.isArray(rules) || rules.length === 0) return;
    const tokens = conditionTokens(String((element.props as string[])[0] ?? ''));
    if (!tokens) return;
    const classRules = rules.every(
      (rule: StylisElement) =>
        rule.type === ruleType &&
        (rule.props as string[]).every((selector) => selector.startsWith('.')),
    );
    if (!classRules) return;
    for (const token of tokens) watch(token);
    const condition = `:where(html${tokens.map((token) => `[${viewportAttribute}~="${token}"]`).join('')})`;
    for (const rule of rules as StylisElement[]) {
      rule.props = (rule.props as string[]).map((selector) => `${condition} ${selector}`);
      rule.root = null;
      rule.parent = null;
    }
    // The block gives way to its rules, which the serialiser meets next at the top level.
    element.type = commentType;
    element.children = [];
    element.return = '';
    children.splice(index + 1, 0, ...(rules as StylisElement[]));
  };
  Object.defineProperty(plugin, 'name', { value: 'viewport-rules' });
  return plugin;
}
