// The window the app's modules expect comes first: they read it as they load.
import { enterVisit, setWindowWidth } from './server-dom';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router-dom';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { createActor, waitFor } from 'xstate';
import { SIDEBAR_COLLAPSE_BREAKPOINT_PX } from '@seller/machines';
import { AppFrame } from '../app/AppFrame';
import { appCopy } from '../app/copy';
import { appRoutes } from '../app/route-table';
import { createAppApi } from '../platform/api';
import { ApiContext } from '../platform/api-context';
import { readAppConfig } from '../platform/config';
import { provideSessionMachine } from '../features/session/session-actors';
import { SessionContext, type SessionActor } from '../features/session/session-context';
import { isSessionAtRest } from '../features/session/session-at-rest';
import { readStoredSession } from '../features/session/stored-session';
import { answerKey, type ServerAnswer } from '../platform/server-answers';
import { settleNamedCalls } from '../platform/drawn-answers';
import { drawListsWithData } from '../platform/drawn-list';
import { startPageData } from './page-data';
import { withoutLoaders } from './without-loaders';
import { scrubPicture, shadowCss } from './picture-markup';
import type { FirstScreenName } from '../platform/screen-cookie';

export interface FirstScreenVisit {
  /** The page's address (path and query) as the browser asked for it. */
  url: string;
  /** The answers the server sends inside the page: the session's calls and the page's first ones. */
  answers: readonly ServerAnswer[];
  /** The account's tenant (partner, stockist, mofasa), as the sign-in stored it. */
  tenant: string;
  /** The one brand the session works in (the evb_brand cookie), or null. */
  brandId: number | null;
  /** The seller minimised the desktop sidebar (the evb_sidebar cookie). */
  sidebarMinimised?: boolean;
  /** The screen the seller's window had at the last visit (the evb_screen cookie), or null. */
  screen?: FirstScreenName | null;
  /** A bare list address whose list left there the server cannot know (a search too long for its cookie): drawn without its rows. */
  savedListUnknown?: boolean;
}

/** The two screens the picture is drawn for: a phone and a desktop; CSS shows the one that fits. */
const screens = [
  { name: 'narrow', width: 390, hiddenAt: `(width >= ${SIDEBAR_COLLAPSE_BREAKPOINT_PX}px)` },
  { name: 'wide', width: 1440, hiddenAt: `(width < ${SIDEBAR_COLLAPSE_BREAKPOINT_PX}px)` },
] as const satisfies readonly { name: FirstScreenName; width: number; hiddenAt: string }[];

/**
 * The screens a visit is drawn for: the one its window had last time, else both. One screen is
 * half the markup the browser parses and half the drawing's time; a window that changed between
 * visits sees the plain boot screen's words instead (`otherWindow`) until the app takes over.
 */
function screensOf(visit: FirstScreenVisit) {
  const known = screens.filter(({ name }) => name === visit.screen);
  return known.length > 0 ? known : screens;
}

/** What a window that fits no drawn screen shows: the plain boot screen's words. */
const otherWindow = `<div data-first-screen-other><p>${appCopy.loadingSession}</p></div>`;
const otherWindowCss =
  '[data-first-screen-other]{display:none;min-height:100vh;align-items:center;justify-content:center;font:500 14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",Arial,sans-serif}';

/** Renders of one screen at most while a page names the calls its data needs (drawn-answers.ts). */
const drawPassesAtMost = 3;

/** How long the session may take to settle on the answers it was given (they are all there). */
const sessionLimitMs = 500;

/** Asks the server for a call the page's answers do not hold, as the visitor (path and query); null when it has no answer. */
export type AskServer = (url: string) => Promise<ServerAnswer | null>;

/**
 * An API whose every call is answered from the page's answers, or else asked of the server
 * (a list's first page); a write, or what neither has, is not there.
 */
function answeringApi(origin: string, answers: readonly ServerAnswer[], ask?: AskServer) {
  const byKey = new Map(answers.map((answer) => [answerKey(new URL(answer.url, origin)), answer]));
  const answerTo = async (url: URL): Promise<ServerAnswer | undefined> => {
    const key = answerKey(url);
    const answer = byKey.get(key) ?? (ask ? await ask(`${url.pathname}${url.search}`) : null);
    if (answer) byKey.set(key, answer);
    return answer ?? undefined;
  };
  const fetchAnswer = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const answer = request.method === 'GET' ? await answerTo(new URL(request.url)) : undefined;
    if (!answer) return new Response(null, { status: 503 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return createAppApi(
    { ...readAppConfig(), apiBaseUrl: `${origin}/api`, serviceUrls: {} },
    { onUnauthorized: () => undefined, onErrorToast: () => undefined },
    { fetch: fetchAnswer },
  );
}

// This module draws first screens: the lists it draws show the first pages it has asked for at once.
drawListsWithData();

let routesHandler: ReturnType<typeof createStaticHandler> | null = null;

/** The route table's static handler, made once: the routes are the same for every visit. */
function staticHandler(): ReturnType<typeof createStaticHandler> {
  routesHandler ??= createStaticHandler(withoutLoaders(appRoutes()));
  return routesHandler;
}

interface Drawing {
  session: SessionActor;
  api: ReturnType<typeof answeringApi>;
  handler: ReturnType<typeof createStaticHandler>;
  context: StaticHandlerContext;
  /** One sheet for both screens: the rules they share are written once. */
  sheet: ServerStyleSheet;
}

function drawScreen({ session, api, handler, context, sheet }: Drawing, name: string): string {
  const router = createStaticRouter(handler.dataRoutes, context);
  const brandType = session.getSnapshot().context.brandData?.brandType ?? null;
  const html = renderToString(
    <StyleSheetManager sheet={sheet.instance}>
      <ApiContext.Provider value={api}>
        <SessionContext.Provider actor={session}>
          <AppFrame brandType={brandType} toasterRef={{ current: null }}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppFrame>
        </SessionContext.Provider>
      </ApiContext.Provider>
    </StyleSheetManager>,
    { identifierPrefix: `first-screen-${name}-` },
  );
  return scrubPicture(html);
}

/**
 * The page's first screen drawn on the server by the app's own components, from the answers the
 * page carries: what the app itself shows first (layout, page frame, the home cards' data,
 * skeletons where other data comes), for a phone and a desktop. The page shows it at once, before a byte of the app's code has run;
 * the app draws the same screen under it and takes it away (app/ScreenShown.tsx). Null when the
 * session does not settle on these answers or the address is no page of the signed-in app.
 */
export async function renderFirstScreen(
  visit: FirstScreenVisit,
  ask?: AskServer,
): Promise<string | null> {
  const url = new URL(visit.url);
  const storage: Record<string, string> = { tenant: visit.tenant };
  if (visit.brandId !== null) storage.brandId = JSON.stringify(String(visit.brandId));
  if (visit.sidebarMinimised) storage.sidebarMinimized = 'true';
  enterVisit({ url: url.href, width: screens[0].width, storage });

  // Asked only for the brand the server knows the seller works in (its cookie): without it the
  // drawing could settle on another brand than the browser's, and draw that brand's data.
  const api = answeringApi(url.origin, visit.answers, visit.brandId === null ? undefined : ask);
  const session = createActor(provideSessionMachine({ api, redirectToSignIn: () => undefined }), {
    input: { hasSessionToken: true, stored: readStoredSession() },
  });
  session.start();
  try {
    const settled = await waitFor(session, isSessionAtRest, { timeout: sessionLimitMs }).catch(
      () => null,
    );
    if (!settled?.matches({ signedIn: 'ready' })) return null;
    const handler = staticHandler();
    const context = await handler.query(new Request(url.href));
    if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
    const forgetPageData = await startPageData(api, url, { savedListUnknown: visit.savedListUnknown });
    const sheet = new ServerStyleSheet();
    try {
      const drawing = { session, api, handler, context, sheet };
      const drawn: string[] = [];
      const drawnScreens = screensOf(visit);
      for (const { name, width } of drawnScreens) {
        setWindowWidth(width);
        let html = drawScreen(drawing, name);
        // A page that loads its data in hooks of its own named its calls in that render: once
        // they have answered it is drawn again with their answers, which may name the next
        // (the announcements' list waits for its categories).
        for (let pass = 1; pass < drawPassesAtMost && (await settleNamedCalls()); pass += 1) {
          html = drawScreen(drawing, name);
        }
        drawn.push(`<div data-first-screen="${name}">${html}</div>`);
      }
      // Each screen hides where the window does not fit it; where none fits, the boot screen's words show.
      const media = drawnScreens.map(
        ({ name, hiddenAt }) => `@media ${hiddenAt}{[data-first-screen="${name}"]{display:none}}`,
      );
      const [onlyScreen, ...others] = drawnScreens;
      if (onlyScreen && others.length === 0) {
        media.push(
          otherWindowCss,
          `@media ${onlyScreen.hiddenAt}{[data-first-screen-other]{display:flex}}`,
        );
        drawn.push(otherWindow);
      }
      // A closed shadow root: its styles and the app's never meet, and no script or test of the
      // page finds the picture's elements beside the app's own.
      return `<template shadowrootmode="closed"><style>${shadowCss(sheet.instance.toString())}${media.join('')}</style>${drawn.join('')}</template>`;
    } finally {
      sheet.seal();
      forgetPageData();
    }
  } finally {
    session.stop();
  }
}

/** Loads every page's module, so the first visit to a page after the server starts is drawn in time. */
export async function loadPages(): Promise<void> {
  const lazyOf = (routes: readonly RouteObject[]): (() => Promise<unknown>)[] =>
    routes.flatMap((route) => [
      ...(typeof route.lazy === 'function' ? [route.lazy as () => Promise<unknown>] : []),
      ...lazyOf(route.children ?? []),
    ]);
  await Promise.allSettled(lazyOf(appRoutes()).map((load) => load()));
}
