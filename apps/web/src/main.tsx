import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readColorMode } from './app/color-mode';
import { createAppServices } from './app/app-services';
import { Startup } from './app/startup';

async function startMockWorker(): Promise<void> {
  // Only `vite --mode mock` keeps this branch; the production bundle drops it and its import.
  if (import.meta.env.MODE !== 'mock') return;
  await (await import('./mock-mode.js')).startMockWorker();
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
// The colour mode of the screens drawn before MUI loads (shared/plain-ui/plain-theme.css).
document.documentElement.dataset.colorMode = readColorMode(window.localStorage);
await startMockWorker();
createRoot(container).render(
  <StrictMode>
    <Startup services={createAppServices(import.meta.env)} pathname={window.location.pathname} />
  </StrictMode>,
);
