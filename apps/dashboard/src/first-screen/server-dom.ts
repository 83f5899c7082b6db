import { JSDOM } from 'jsdom';

/**
 * The browser the first screen is rendered in on the server. The app's modules read the window
 * as they load (an online listener, the storage, the cookie) and while they render (the window's
 * width for the sidebar, the stored tenant and brand); jsdom gives them one, set up for each visit
 * by `enterVisit`. The server renders one visit at a time (render-first-screen.tsx).
 */
const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
  url: 'http://localhost/',
  pretendToBeVisual: true,
});
const view = dom.window;

const globals = {
  window: view,
  document: view.document,
  navigator: view.navigator,
  location: view.location,
  localStorage: view.localStorage,
  sessionStorage: view.sessionStorage,
  HTMLElement: view.HTMLElement,
  Element: view.Element,
  Node: view.Node,
  getComputedStyle: view.getComputedStyle.bind(view),
  requestAnimationFrame: view.requestAnimationFrame.bind(view),
  cancelAnimationFrame: view.cancelAnimationFrame.bind(view),
};
for (const [name, value] of Object.entries(globals)) {
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
}
view.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

export interface Visit {
  /** The page's address, as the browser asked for it. */
  url: string;
  /** The window's width the layout is drawn for. */
  width: number;
  /** Local storage as the app keeps it for this seller (the tenant, the brand). */
  storage: Record<string, string>;
}

/** Sets the window up as the seller's browser has it: address, width, session cookie and storage. */
export function enterVisit({ url, width, storage }: Visit): void {
  dom.reconfigure({ url });
  setWindowWidth(width);
  // The app asks only whether a session exists; the token itself never enters this window.
  view.document.cookie = 'evb_token=server-render; path=/';
  view.localStorage.clear();
  for (const [key, value] of Object.entries(storage)) view.localStorage.setItem(key, value);
}

/** Sets only the window's width (the same visit drawn for another screen). */
export function setWindowWidth(width: number): void {
  Object.defineProperty(view, 'innerWidth', { value: width, configurable: true });
}
