/**
 * Whether the page came with its list drawn by the server with the list's first page (the first
 * screen's drawing asked for it and the page carries those answers; the sandbox marks the boot
 * screen `data-list-drawn`). The list's first render then shows the same rows, taken from its
 * early call, instead of placeholders that would replace them for a moment. Without a drawn
 * list it renders its placeholders first, as a first render with rows made the app's own screen
 * come 0.3-0.4 s later on a throttled phone for no earlier rows. Read while the drawing is up.
 */
let drawing = false;

/** The server's drawing of a first screen: its lists show what it has asked for. */
export function drawListsWithData(): void {
  drawing = true;
}

export function isListDrawn(): boolean {
  return drawing || document.querySelector('#boot-shell[data-list-drawn]') !== null;
}
