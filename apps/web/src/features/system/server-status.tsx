import { useEffect, useState } from 'react';
import { apiClient } from './api-client';
import { systemMessages } from './messages';

type ServerState = 'checking' | 'available' | 'unavailable';

/** Tells whether the API and its database answer, so that a broken start is visible at once. */
export function ServerStatus() {
  const [state, setState] = useState<ServerState>('checking');

  useEffect(() => {
    let isCurrent = true;
    apiClient
      .GET('/health')
      .then(({ data }) => {
        if (isCurrent) setState(data?.status === 'ok' ? 'available' : 'unavailable');
      })
      .catch(() => {
        if (isCurrent) setState('unavailable');
      });
    return () => {
      isCurrent = false;
    };
  }, []);

  return (
    <p role="status" data-server-state={state}>
      {systemMessages[state]}
    </p>
  );
}
