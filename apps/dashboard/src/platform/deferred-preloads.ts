/**
 * When the server drew the page's first screen, it puts the page's module preloads in this
 * template instead of the head: the first screen paints from the page alone, and the app's
 * files are asked for once it has (the sandbox's static.ts).
 */
export const deferredPreloadsId = 'app-preloads';

/** Announces the page's module preloads the server held back, once; nothing when there are none. */
export function announceDeferredPreloads(): void {
  const template = document.getElementById(deferredPreloadsId);
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  // Moved out of the template's inert document into the page's head, the links start their fetches.
  document.head.append(document.importNode(template.content, true));
}
