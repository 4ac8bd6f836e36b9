import { ApiError } from '@chaussee/sdk';
import { problemToFrench } from '@chaussee/validation';

/**
 * The French sentence of a failed call, chosen by packages/validation from the problem the server
 * answered (a section 8 message in `detail`, else the stable `code`). Anything that is not an API
 * answer (network failure, a bug) gets the fallback sentence, which says what to do next.
 */
export function frenchErrorOf(error: unknown): string {
  return problemToFrench(error instanceof ApiError ? error.problem : undefined);
}
