import { resolve } from 'node:path';
import { build, type Rolldown } from 'vite';
import { firstPaintModules } from '../src/app/first-paint-modules';
import { planFirstPaintChunks, type ChunkGroup } from './chunk-plan';

const fromApp = (path: string) => resolve(import.meta.dirname, '..', path);

/** Set while the plan's own build runs, so that build does not plan again. */
export const planningBuild = process.env.CHUNK_PLAN_BUILD === '1';

/**
 * Builds the app split the default way, without writing it, and plans from that build which
 * module joins which first-paint group (chunk-plan.ts). A release build costs about a second more.
 */
export async function readFirstPaintPlan(configFile: string): Promise<Map<string, ChunkGroup>> {
  process.env.CHUNK_PLAN_BUILD = '1';
  let output: Rolldown.RolldownOutput;
  try {
    const result = await build({
      configFile,
      logLevel: 'silent',
      build: { write: false, sourcemap: false },
    });
    output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  } finally {
    delete process.env.CHUNK_PLAN_BUILD;
  }
  return planFirstPaintChunks(
    output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk'),
    {
      entry: fromApp('src/main.tsx'),
      signIn: fromApp('src/app/standalone-sign-in.tsx'),
      shell: [
        fromApp('src/app/react-first.ts'),
        fromApp('src/app/render-app.tsx'),
        fromApp('src/layouts/DefaultLayout.tsx'),
      ],
      pages: [...new Set(firstPaintModules.map((entry) => fromApp(entry.module)))],
    },
  );
}
