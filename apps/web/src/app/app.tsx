import { ServerStatus } from '../features/system/server-status';
import { appMessages } from './messages';

/** The application root. The router, providers and layouts arrive with the web shell. */
export function App() {
  return (
    <main>
      <h1>{appMessages.title}</h1>
      <p>{appMessages.tagline}</p>
      <ServerStatus />
    </main>
  );
}
