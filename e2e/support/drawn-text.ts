import type { CDPSession } from '@playwright/test';

/** The part of a DevTools DOM node these tests read. */
interface DomNode {
  nodeType: number;
  nodeValue: string;
  backendNodeId: number;
  children?: DomNode[];
  shadowRoots?: DomNode[];
}

/** Text nodes of the page, closed shadow roots included (as the browser lays them out), that read `text`. */
export async function textNodes(
  cdp: CDPSession,
  text: string,
): Promise<{ shown: boolean; left: number }[]> {
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
    root: DomNode;
  };
  const found: number[] = [];
  const visit = (node: DomNode) => {
    if (node.nodeType === 3 && node.nodeValue === text) found.push(node.backendNodeId);
    for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) visit(child);
  };
  visit(root);
  return Promise.all(
    found.map(async (backendNodeId) => {
      // A node the layout does not draw (display: none) has no box.
      const box = await cdp.send('DOM.getBoxModel', { backendNodeId }).then(
        ({ model }) => model,
        () => null,
      );
      return { shown: box !== null, left: box?.content[0] ?? NaN };
    }),
  );
}
