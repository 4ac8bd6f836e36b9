import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppServices } from './app/app-services';

async function startMockWorker(): Promise<void> {
  // Only `vite --mode mock` keeps this branch; the production bundle drops it and its import.
  if (import.meta.env.MODE !== 'mock') return;
  await (await import('./mock-mode.js')).startMockWorker();
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
await startMockWorker();
createRoot(container).render(
  <StrictMode>
    <App services={createAppServices(import.meta.env)} />
  </StrictMode>,
);
