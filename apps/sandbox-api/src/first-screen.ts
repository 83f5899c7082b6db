import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AskServer, ServerAnswer } from './session-answers.js';

/** A signed-in visit whose first screen the server draws (the dashboard's render-first-screen.tsx). */
export interface FirstScreenVisit {
  /** The page's full address. */
  url: string;
  answers: readonly ServerAnswer[];
  tenant: string;
  brandId: number | null;
  /** The seller minimised the desktop sidebar (the dashboard's evb_sidebar cookie). */
  sidebarMinimised: boolean;
  /** The window's screen at the last visit (the dashboard's evb_screen cookie): only it is drawn; null draws both. */
  screen: 'narrow' | 'wide' | null;
  /** A bare list address whose list left there the server cannot know (evb_page_query names the path alone): drawn without its rows. */
  savedListUnknown: boolean;
}

/**
 * The first screen's markup for the boot screen, or null (no build of it, too slow, failed).
 * `ask` answers the calls the page's drawing makes beyond the visit's answers (a list's first
 * page), as the visitor.
 */
export type FirstScreen = (visit: FirstScreenVisit, ask?: AskServer) => Promise<string | null>;

export interface FirstScreenRenderer {
  render: FirstScreen;
  /** The thread has loaded jsdom and every page's module (or has given up): visits are drawn in time from now on. */
  ready: Promise<void>;
  close: () => Promise<void>;
}

interface Reply {
  id?: number;
  ready?: boolean;
  html?: string | null;
  error?: string;
  /** The drawing of visit `id` asks the server for a call. */
  ask?: { id: number; askId: number; url: string };
}

/**
 * Draws first screens with the dashboard's server build (`dist-server/first-screen.mjs`) in a
 * worker thread: its window and React's render stay off the thread that answers the API. A
 * drawing takes 20–90 ms; a page waits at most `waitMs` for it (a machine under load), and comes
 * with the plain boot screen when it is later or fails.
 */
export function firstScreenRenderer(
  moduleFile: string,
  { waitMs = 400 } = {},
): FirstScreenRenderer {
  if (!existsSync(moduleFile))
    return {
      render: () => Promise.resolve(null),
      ready: Promise.resolve(),
      close: () => Promise.resolve(),
    };
  let worker: Worker | null = null;
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  let nextId = 1;
  const waiting = new Map<number, (html: string | null) => void>();
  /** What each visit being drawn may ask the server; a visit given up on asks nothing more. */
  const askers = new Map<number, AskServer>();
  /** A thread that failed is not started again for a minute: a broken build would cost every visit a second. */
  let brokenUntil = 0;

  const start = () => {
    const started = new Worker(new URL('./first-screen-worker.mjs', import.meta.url), {
      workerData: { moduleUrl: pathToFileURL(moduleFile).href },
    });
    started.on('message', (reply: Reply) => {
      if (reply.ready) markReady();
      if (reply.ask) {
        const { id, askId, url } = reply.ask;
        const asker = askers.get(id);
        void (asker ? asker(url).catch(() => null) : Promise.resolve(null)).then((answer) =>
          started.postMessage({ answer: { askId, answer } }),
        );
        return;
      }
      if (reply.id === undefined) return;
      if (reply.error) console.warn(`Layar pertama tidak dapat digambar: ${reply.error}`);
      waiting.get(reply.id)?.(reply.html ?? null);
      waiting.delete(reply.id);
    });
    // A broken build or a crash leaves the pages their plain boot screen; a visit a minute later starts a new thread.
    started.on('error', (error) => {
      brokenUntil = Date.now() + 60_000;
      console.warn(`Layar pertama tidak dapat digambar: ${error.message}`);
    });
    started.on('exit', () => {
      markReady();
      if (worker === started) worker = null;
      for (const resolve of waiting.values()) resolve(null);
      waiting.clear();
    });
    started.unref();
    return started;
  };

  // Started with the server: loading jsdom and the pages' modules takes the thread about a second.
  worker = start();

  const render: FirstScreen = (visit, ask) => {
    if (!worker && Date.now() < brokenUntil) return Promise.resolve(null);
    worker ??= start();
    const id = nextId++;
    if (ask) askers.set(id, ask);
    return new Promise((resolve) => {
      const done = (html: string | null) => {
        waiting.delete(id);
        askers.delete(id);
        resolve(html);
      };
      const timer = setTimeout(() => done(null), waitMs);
      waiting.set(id, (html) => {
        clearTimeout(timer);
        done(html);
      });
      worker?.postMessage({ id, visit });
    });
  };

  const close = async () => {
    await worker?.terminate();
    worker = null;
  };
  return { render, ready, close };
}
