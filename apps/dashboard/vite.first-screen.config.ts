import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The server's build of the first screen (src/first-screen/render-first-screen.tsx): the app's
 * own components, rendered in Node by the server that serves the page. React, react-dom,
 * react-router and jsdom load from node_modules; the workspace packages are bundled, and so is
 * styled-components, whose CommonJS build Node would hand over without its `styled` default.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    ssr: 'src/first-screen/render-first-screen.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    rolldownOptions: { output: { entryFileNames: 'first-screen.mjs' } },
  },
  ssr: {
    noExternal: ['styled-components', /^@seller\//],
  },
});
