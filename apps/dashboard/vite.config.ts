import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const sandbox = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': sandbox },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
