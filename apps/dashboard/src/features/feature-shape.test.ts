// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The one shape of a feature folder (docs/decisions/feature-shape.md). A folder with a
 * `routes.tsx` contributes pages and has the whole shape; a folder without one is a part of
 * the shell (session, brand switch, palette, chat, onboarding) and has no `pages/`.
 */
const featuresDir = dirname(fileURLToPath(import.meta.url));
const maxLines = 300;
const pageStories = ['Default', 'Loading', 'Empty', 'Error'];

const areas = readdirSync(featuresDir).filter((name) =>
  statSync(join(featuresDir, name)).isDirectory(),
);
const pageAreas = areas.filter((area) => existsSync(join(featuresDir, area, 'routes.tsx')));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const isSource = (path: string) =>
  /\.(ts|tsx)$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path) && !/-test-/.test(path);
const read = (path: string) => readFileSync(path, 'utf8');
const shortName = (path: string) => relative(featuresDir, path);

describe('feature folders', () => {
  it.each(areas)('%s keeps every hand-written file within 300 lines', (area) => {
    const long = filesUnder(join(featuresDir, area))
      .filter(isSource)
      .filter((path) => read(path).split('\n').length > maxLines)
      .map(shortName);
    expect(long).toEqual([]);
  });

  it.each(areas.filter((area) => !pageAreas.includes(area)))(
    '%s, a part of the shell, has no pages',
    (area) => {
      expect(existsSync(join(featuresDir, area, 'pages'))).toBe(false);
    },
  );
});

describe.each(pageAreas)('the %s feature', (area) => {
  const dir = join(featuresDir, area);
  const rootFiles = readdirSync(dir);
  const pagesDir = join(dir, 'pages');
  const pageFiles = existsSync(pagesDir) ? readdirSync(pagesDir) : [];
  const routeNames = pageFiles.flatMap((file) => /^(\w+)Route\.tsx$/.exec(file)?.[1] ?? []);
  const pageNames = pageFiles.flatMap((file) => /^(\w+)Page\.tsx$/.exec(file)?.[1] ?? []);

  it('has routes.tsx, urls.ts, copy.ts and one query module', () => {
    expect(rootFiles).toEqual(expect.arrayContaining(['routes.tsx', 'urls.ts', 'copy.ts']));
    expect(rootFiles.filter((file) => /^[\w-]+-queries\.ts$/.test(file))).toHaveLength(1);
  });

  it('has in pages/ only <Name>Route and <Name>Page pairs, their stories and tests', () => {
    expect(routeNames.length).toBeGreaterThan(0);
    expect([...pageNames].sort()).toEqual([...routeNames].sort());
    const strays = pageFiles.filter(
      (file) =>
        !/^\w+(Route|Page)(\.test)?\.tsx$/.test(file) && !/^\w+Page\.stories\.tsx$/.test(file),
    );
    expect(strays).toEqual([]);
  });

  it('stories every page: default, loading, empty and error', () => {
    for (const name of pageNames) {
      const stories = join(pagesDir, `${name}Page.stories.tsx`);
      expect(existsSync(stories), `${name}Page.stories.tsx`).toBe(true);
      const exported = [...read(stories).matchAll(/export const (\w+)\b/g)].map((m) => m[1]);
      expect(exported, `${name}Page.stories.tsx`).toEqual(expect.arrayContaining(pageStories));
    }
  });

  it('keeps a page a view: props in, no data, no URL state', () => {
    for (const name of pageNames) {
      const source = read(join(pagesDir, `${name}Page.tsx`));
      expect(source, `${name}Page.tsx`).not.toMatch(
        /from '[^']*(-queries|platform\/data|api-context)[^']*'/,
      );
      expect(source, `${name}Page.tsx`).not.toMatch(
        /\b(useNavigate|useSearchParams|useParams|useLocation|useLoaderData|useResource)\b/,
      );
    }
  });

  it('loads its pages lazily from pages/<Name>Route, and its query module only to prefetch', () => {
    const routes = read(join(dir, 'routes.tsx'));
    const lazyImports = [...routes.matchAll(/import\('([^']+)'\)/g)].map((m) => m[1]);
    expect(lazyImports.filter((path) => path?.startsWith('./pages/')).length).toBeGreaterThan(0);
    for (const path of lazyImports) expect(path).toMatch(/^\.\/(pages\/\w+Route|[\w-]+-queries)$/);
  });

  it('calls the server only from its query module (reads) or its writes module', () => {
    const callers = filesUnder(dir)
      .filter(isSource)
      .filter((path) => /\.(GET|POST|PUT|PATCH|DELETE)\(/.test(read(path)))
      .map(shortName)
      .filter((path) => !/^[\w-]+\/[\w-]+-(queries|writes)\.ts$/.test(path));
    expect(callers).toEqual([]);
  });
});
