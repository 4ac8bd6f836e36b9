import Button from '@mui/material/Button';
import { ApiError } from '@chaussee/sdk';
import { EmptyState } from '@chaussee/ui';
import { frenchErrorOf } from './french-error.js';

/** French texts of the shared error state. */
const messages = {
  retry: 'Réessayer',
} as const;

/**
 * Whether trying the same call again may help: a network failure, a server error (5xx), a timeout
 * or too many requests. A refusal (403), a missing item (404) or a bad request answers the same
 * the second time, so no « Réessayer » button is offered for them.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

export interface QueryErrorStateProps {
  /** What could not be shown, e.g. « Le projet n’a pas pu être ouvert ». */
  title: string;
  error: unknown;
  onRetry: () => void;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/**
 * A screen's failed read: what failed, the French reason (the server's message, such as « Vous
 * n'êtes pas affecté à ce projet… »), and « Réessayer » when trying again may help.
 */
export function QueryErrorState({ title, error, onRetry, headingLevel }: QueryErrorStateProps) {
  return (
    <EmptyState
      variant="error"
      headingLevel={headingLevel}
      title={title}
      description={frenchErrorOf(error)}
      action={isRetryable(error) ? <Button onClick={onRetry}>{messages.retry}</Button> : undefined}
    />
  );
}
