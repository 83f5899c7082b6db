import type { SelectOption } from '@seller/design-system';
import type { ProductTypeOption } from '../product-types';

const indentPerLevel = '\u00a0\u00a0\u00a0';

/**
 * The dropdown-level answer as one tree-ordered option list: each type under its parent,
 * indented by level, so 'Kemeja' reads as part of 'Fashion'. Types whose parent is missing
 * are kept at the end rather than dropped.
 */
export function productTypeOptions(types: readonly ProductTypeOption[]): SelectOption[] {
  const children = new Map<number | null, ProductTypeOption[]>();
  for (const type of types) {
    const siblings = children.get(type.parentId) ?? [];
    siblings.push(type);
    children.set(type.parentId, siblings);
  }
  const options: SelectOption[] = [];
  const placed = new Set<number>();
  const visit = (type: ProductTypeOption, depth: number) => {
    if (placed.has(type.id)) return;
    placed.add(type.id);
    options.push({ value: String(type.id), label: `${indentPerLevel.repeat(depth)}${type.name}` });
    for (const child of children.get(type.id) ?? []) visit(child, depth + 1);
  };
  for (const root of children.get(null) ?? []) visit(root, 0);
  for (const type of types) visit(type, 0);
  return options;
}
