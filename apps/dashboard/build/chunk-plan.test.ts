import { describe, expect, it } from 'vitest';
import { planFirstPaintChunks, smallSharedPiece, type BuiltChunk } from './chunk-plan';

function chunk(fileName: string, parts: Partial<BuiltChunk> = {}): BuiltChunk {
  return {
    fileName,
    code: 'x'.repeat(100),
    imports: [],
    dynamicImports: [],
    facadeModuleId: null,
    isEntry: false,
    isDynamicEntry: false,
    moduleIds: [`/src/${fileName}.ts`],
    ...parts,
  };
}

const lazy = (name: string, parts: Partial<BuiltChunk> = {}) =>
  chunk(name, { facadeModuleId: `/src/${name}.ts`, isDynamicEntry: true, ...parts });

const pageNames = ['home', 'products', 'orders', 'finance', 'settings'];

/** A small app: the entry, the sign-in page, the app core and layout, five pages, later parts. */
function build(): BuiltChunk[] {
  return [
    chunk('index', {
      isEntry: true,
      imports: ['api'],
      dynamicImports: ['react-first', 'render-app', 'sign-in', 'home-calls', 'version-check'],
      moduleIds: ['/src/main.ts'],
    }),
    chunk('api'),
    lazy('sign-in', { imports: ['react', 'sign-in-form', 'persisted'] }),
    chunk('sign-in-form', { dynamicImports: ['captcha'] }),
    lazy('captcha', { imports: ['react', 'widget'] }),
    chunk('widget'),
    chunk('react', { moduleIds: ['/node_modules/react.js', '/node_modules/react-dom.js'] }),
    // The app core's first step: React evaluated in a task of its own.
    lazy('react-first', { imports: ['react'] }),
    chunk('persisted'),
    lazy('home-calls', { imports: ['persisted', 'requests'] }),
    chunk('requests'),
    lazy('version-check', { imports: ['xstate'] }),
    chunk('xstate'),
    lazy('render-app', {
      imports: ['react', 'router', 'persisted', 'xstate', 'widget'],
      dynamicImports: ['layout'],
    }),
    chunk('router'),
    lazy('layout', {
      imports: ['react', 'router', 'sidebar'],
      dynamicImports: [...pageNames, 'dialog'],
    }),
    chunk('sidebar'),
    ...pageNames.map((name, i) =>
      lazy(name, {
        imports: [
          'react',
          'skeleton',
          ...(i < 2 ? ['table'] : []),
          ...(i === 0 ? ['requests'] : []),
        ],
      }),
    ),
    chunk('skeleton'),
    chunk('table', { code: 'x'.repeat(smallSharedPiece * 3) }),
    lazy('dialog', { imports: ['react', 'floating'] }),
    chunk('floating'),
  ];
}

const roots = {
  entry: '/src/main.ts',
  signIn: '/src/sign-in.ts',
  shell: ['/src/react-first.ts', '/src/render-app.ts', '/src/layout.ts'] as const,
  pages: pageNames.map((name) => `/src/${name}.ts`),
};

describe('planFirstPaintChunks', () => {
  const plan = planFirstPaintChunks(build(), roots);
  const groupOf = (file: string) => plan.get(`/src/${file}.ts`) ?? null;

  it('puts what the sign-in page and a signed-in page both load first in react-core', () => {
    expect(plan.get('/node_modules/react.js')).toBe('react-core');
    expect(plan.get('/node_modules/react-dom.js')).toBe('react-core');
  });

  it('puts the rest of the app core and the layout in app-shell, with small pieces many pages share', () => {
    expect(groupOf('router')).toBe('app-shell');
    expect(groupOf('sidebar')).toBe('app-shell');
    expect(groupOf('skeleton')).toBe('app-shell');
  });

  it('never makes the sign-in page load the shell', () => {
    expect(groupOf('sign-in')).toBeNull();
    expect(groupOf('sign-in-form')).toBeNull();
    // The captcha's widget is also an app-core import, but the sign-in page reaches it without the app core.
    expect(groupOf('widget')).toBeNull();
  });

  it('puts what the entry imports in boot, and leaves the entry itself and what it starts out of every group', () => {
    expect(groupOf('api')).toBe('boot');
    expect(plan.has('/src/main.ts')).toBe(false);
    // The page's first calls go out before the app core arrives; shared with the app core or not.
    expect(groupOf('home-calls')).toBeNull();
    expect(groupOf('persisted')).toBeNull();
    expect(groupOf('requests')).toBeNull();
    expect(groupOf('xstate')).toBeNull();
  });

  it('keeps each lazy module its own facade, so the manifest still names it', () => {
    expect(groupOf('react-first')).toBeNull();
    expect(groupOf('render-app')).toBeNull();
    expect(groupOf('layout')).toBeNull();
    for (const name of pageNames) expect(groupOf(name)).toBeNull();
  });

  it('leaves large shared pieces and later parts split as before', () => {
    expect(groupOf('table')).toBeNull();
    expect(groupOf('dialog')).toBeNull();
    expect(groupOf('floating')).toBeNull();
  });

  it('joins a shared piece only when enough first pages use it', () => {
    const fewer = planFirstPaintChunks(build(), { ...roots, pages: roots.pages.slice(0, 4) });
    expect(fewer.get('/src/skeleton.ts')).toBeUndefined();
  });

  it("counts the pages of one feature once: what they share stays that feature's", () => {
    const oneFeature = (path: string) => path.replace('/src/', '/src/features/products/');
    const chunks = build().map((chunk) => ({
      ...chunk,
      facadeModuleId:
        chunk.facadeModuleId && roots.pages.includes(chunk.facadeModuleId)
          ? oneFeature(chunk.facadeModuleId)
          : chunk.facadeModuleId,
    }));
    const plan = planFirstPaintChunks(chunks, { ...roots, pages: roots.pages.map(oneFeature) });
    expect(plan.get('/src/skeleton.ts')).toBeUndefined();
  });
});
