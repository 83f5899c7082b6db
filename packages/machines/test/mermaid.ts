import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { transitionLabel } from '../models/describe';

const idOf = (node: AnyStateNode) => node.id.replace(/[^A-Za-z0-9]/g, '_');

function declare(node: AnyStateNode, indent: string, lines: string[]): void {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length === 0) {
    lines.push(`${indent}state "${node.key}" as ${idOf(node)}`);
    return;
  }
  lines.push(`${indent}state "${node.key}" as ${idOf(node)} {`);
  if (node.type === 'parallel') {
    children.forEach((child, index) => {
      if (index > 0) lines.push(`${indent}  --`);
      declare(child, `${indent}  `, lines);
    });
  } else {
    const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
    if (initial) lines.push(`${indent}  [*] --> ${idOf(initial)}`);
    children.forEach((child) => declare(child, `${indent}  `, lines));
    children
      .filter((child) => child.type === 'final')
      .forEach((child) => lines.push(`${indent}  ${idOf(child)} --> [*]`));
  }
  lines.push(`${indent}}`);
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...(Object.values(node.states) as AnyStateNode[]).flatMap(allNodes)];
}

/** A Mermaid `stateDiagram-v2` of the machine, drawn from its definition. */
export function toMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  lines.push(`  [*] --> ${idOf(machine.root)}`);
  declare(machine.root, '  ', lines);
  for (const node of allNodes(machine.root)) {
    const transitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    for (const transition of transitions) {
      const targets = (transition.target ?? [node]) as AnyStateNode[];
      for (const target of targets)
        lines.push(`  ${idOf(node)} --> ${idOf(target)} : ${transitionLabel(transition)}`);
    }
  }
  return lines.join('\n');
}
