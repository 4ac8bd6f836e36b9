import { ApiError } from '@chaussee/sdk';
import { serverMessageToFrench } from '@chaussee/validation';

/** The French sentence of a failed call: the server's message mapped by packages/validation. */
export function frenchErrorOf(error: unknown): string {
  return serverMessageToFrench(error instanceof ApiError ? error.problem.detail : undefined);
}
