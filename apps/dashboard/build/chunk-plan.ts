/** What the plan reads of a chunk of the default build (a Rolldown output chunk). */
export interface BuiltChunk {
  fileName: string;
  code: string;
  imports: readonly string[];
  dynamicImports: readonly string[];
  facadeModuleId: string | null;
  isEntry: boolean;
  isDynamicEntry: boolean;
  moduleIds: readonly string[];
}

export interface FirstPaintRoots {
  /** The entry's own module (index.html's script): it stays in the entry chunk. */
  entry: string;
  /** The sign-in page a visitor without a session loads beside the entry. */
  signIn: string;
  /** The app core (the entry may start it in steps, each a root here), then the signed-in layout. */
  shell: readonly [string, ...string[]];
  /** The pages a seller lands on: what their first paint needs is grouped with the shell. */
  pages: readonly string[];
}

export type ChunkGroup = 'boot' | 'react-core' | 'app-shell';

/** A piece that several first pages share joins the shell if it is this small (minified bytes)… */
export const smallSharedPiece = 10_000;
/** …and the first pages of at least this many features use it. */
export const sharedByPagesAtLeast = 5;

/** The feature a page belongs to: its folder under `features/`, or the page itself. */
const featureOf = (id: string) => /\/features\/([^/]+)\//.exec(id)?.[1] ?? id;

function closure(
  byFile: Map<string, BuiltChunk>,
  roots: readonly (BuiltChunk | undefined)[],
  follow: (chunk: BuiltChunk) => readonly string[],
  avoid: readonly (BuiltChunk | undefined)[] = [],
): Set<BuiltChunk> {
  const seen = new Set<BuiltChunk>();
  const stack = roots.filter((chunk): chunk is BuiltChunk => chunk !== undefined);
  while (stack.length > 0) {
    const chunk = stack.pop()!;
    if (seen.has(chunk) || avoid.includes(chunk)) continue;
    seen.add(chunk);
    for (const file of follow(chunk)) {
      const next = byFile.get(file);
      if (next) stack.push(next);
    }
  }
  return seen;
}

const staticImports = (chunk: BuiltChunk) => chunk.imports;
const allImports = (chunk: BuiltChunk) => [...chunk.imports, ...chunk.dynamicImports];

/**
 * Which group each module of a page's first paint joins, so a cold load fetches a few files
 * instead of forty. Over HTTP/1.1 a browser opens six connections to a host and serves a page's
 * files in turn: forty small chunks cost seven round trips before the session calls find a free
 * connection, a second on a phone's 150 ms link.
 *
 * Read from a build split the default way, where tree-shaking has already decided which module
 * each chunk really needs (the import graph alone follows every barrel's re-exports):
 * - `boot`: what the entry imports (the API client, cookies, the session's first calls), which
 *   every page runs; otherwise what the groups below share with it ends up in six small files;
 * - `react-core`: chunks the sign-in page and a signed-in page both load first (React,
 *   styled-components, the design system's base), so the sign-in page never loads the shell;
 * - `app-shell`: the other chunks of the app core and the layout, and the small pieces that many
 *   first pages share (placeholders, formatters);
 * - everything else is split as before. Left out on purpose: the entry's own facade (it stays
 *   the script index.html names); whatever the entry starts itself on a reload (the
 *   page's first calls, the version check), which must not wait for a group; whatever a visitor
 *   may load without the app core; and each lazy module's own facade, so it stays a chunk of
 *   its own that the route table can load and the build manifest names (the benches read it).
 */
export function planFirstPaintChunks(
  chunks: readonly BuiltChunk[],
  roots: FirstPaintRoots,
): Map<string, ChunkGroup> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byFacade = (id: string) => chunks.find((chunk) => chunk.facadeModuleId === id);
  const entryChunk = chunks.find((chunk) => chunk.isEntry);
  const shellRoots = roots.shell.map(byFacade);
  const signInChunk = byFacade(roots.signIn);

  const entry = closure(byFile, [entryChunk], staticImports);
  const signIn = closure(byFile, [entryChunk, signInChunk], staticImports);
  const startedByEntry = closure(
    byFile,
    (entryChunk?.dynamicImports ?? [])
      .map((file) => byFile.get(file))
      .filter((chunk) => !shellRoots.includes(chunk) && chunk !== signInChunk),
    staticImports,
  );
  const withoutAppCore = closure(byFile, [entryChunk], allImports, shellRoots);
  const shell = closure(byFile, shellRoots, staticImports);
  const pages = roots.pages
    .map(byFacade)
    .filter((chunk): chunk is BuiltChunk => chunk !== undefined);
  // Counted by feature: what one feature's five pages share is that feature's, not the shell's.
  const featuresUsing = new Map<BuiltChunk, Set<string>>();
  for (const page of pages) {
    for (const chunk of closure(byFile, [page], staticImports)) {
      if (chunk === page) continue;
      const features = featuresUsing.get(chunk) ?? new Set<string>();
      features.add(featureOf(page.facadeModuleId ?? page.fileName));
      featuresUsing.set(chunk, features);
    }
  }

  const plan = new Map<string, ChunkGroup>();
  const assign = (chunk: BuiltChunk) => {
    if (entry.has(chunk) || startedByEntry.has(chunk)) return;
    if (withoutAppCore.has(chunk) && !signIn.has(chunk)) return;
    const group = signIn.has(chunk) ? 'react-core' : 'app-shell';
    for (const id of chunk.moduleIds) {
      if (!(chunk.isDynamicEntry && id === chunk.facadeModuleId)) plan.set(id, group);
    }
  };
  for (const chunk of entry) {
    for (const id of chunk.moduleIds)
      if (id !== entryChunk?.facadeModuleId && id !== roots.entry) plan.set(id, 'boot');
  }
  shell.forEach(assign);
  for (const [chunk, features] of featuresUsing) {
    const sharedSmallPiece =
      features.size >= sharedByPagesAtLeast && chunk.code.length <= smallSharedPiece;
    if (sharedSmallPiece && !shell.has(chunk) && !pages.includes(chunk)) assign(chunk);
  }
  return plan;
}
