import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { transitionLabel } from '../models/describe';

const idOf = (node: AnyStateNode) => node.id.replace(/[^A-Za-z0-9]/g, '_');

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...(Object.values(node.states) as AnyStateNode[]).flatMap(allNodes)];
}

function nameOf(node: AnyStateNode, machine: AnyStateMachine): string {
  const path = node.path.length ? node.path.join('.') : `${machine.id} (any state)`;
  if (node.type === 'parallel') return `${path} (parallel)`;
  return path;
}

/**
 * A Mermaid `stateDiagram-v2` of the machine, drawn from its definition. Mermaid cannot draw
 * transitions between states nested in different composite states, so every state is a flat
 * box named by its full path; `initial` and `region` edges carry the nesting.
 */
export function toMermaid(machine: AnyStateMachine): string {
  const nodes = allNodes(machine.root);
  const lines = ['stateDiagram-v2'];
  for (const node of nodes) lines.push(`  state "${nameOf(node, machine)}" as ${idOf(node)}`);
  lines.push(`  [*] --> ${idOf(machine.root)}`);
  for (const node of nodes) {
    const children = Object.values(node.states) as AnyStateNode[];
    if (node.type === 'parallel') {
      for (const child of children) lines.push(`  ${idOf(node)} --> ${idOf(child)} : region`);
    } else {
      const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
      if (initial) lines.push(`  ${idOf(node)} --> ${idOf(initial)} : initial`);
    }
    if (node.type === 'final') lines.push(`  ${idOf(node)} --> [*]`);
    const transitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    for (const transition of transitions) {
      const targets = (transition.target ?? [node]) as AnyStateNode[];
      for (const target of targets)
        lines.push(`  ${idOf(node)} --> ${idOf(target)} : ${transitionLabel(transition)}`);
    }
  }
  return lines.join('\n');
}
