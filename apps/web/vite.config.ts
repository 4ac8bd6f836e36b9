import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The workspace packages are read from their TypeScript sources (`@chaussee/source` condition), so
// that the web app never needs them built first. In dev, `/api` is proxied to the API server.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@chaussee/source', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? '3000'}` },
  },
  build: { sourcemap: true },
});
