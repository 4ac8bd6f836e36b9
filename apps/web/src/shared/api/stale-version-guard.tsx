import { StaleVersionDialog } from '@chaussee/ui';
import { useState } from 'react';
import { frenchErrorOf } from './french-error.js';
import { isStaleVersion } from './stale-version.js';

interface StaleVersionGuardProps {
  /** The error of the edit form's last save. */
  error: unknown;
  /** Reads the record again and puts it in the form (the edits not saved are lost). */
  onReload: () => Promise<unknown>;
  /** Sends the last save again with OVERWRITE. */
  onOverwrite: () => Promise<unknown>;
}

/**
 * The dialog every edit form of a versioned record shows when its save is refused as stale:
 * « Recharger » or « Écraser ». It opens once per refusal; a failure of the choice is shown in it.
 */
export function StaleVersionGuard({ error, onReload, onOverwrite }: StaleVersionGuardProps) {
  const [handled, setHandled] = useState<unknown>(null);
  const [isRunning, setIsRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = (action: () => Promise<unknown>) => () => {
    setIsRunning(true);
    setFailure(null);
    action()
      .then(() => {
        setHandled(error);
      })
      .catch((caught: unknown) => {
        setFailure(frenchErrorOf(caught));
      })
      .finally(() => {
        setIsRunning(false);
      });
  };
  return (
    <StaleVersionDialog
      open={isStaleVersion(error) && error !== handled}
      loading={isRunning}
      error={failure}
      onReload={run(onReload)}
      onOverwrite={run(onOverwrite)}
      onCancel={() => {
        setHandled(error);
      }}
    />
  );
}
