import { ApiError } from '@chaussee/sdk';
import { serverMessageToFrench } from '@chaussee/validation';

export function frenchErrorOf(error: unknown): string {
  return serverMessageToFrench(error instanceof ApiError ? error.problem.detail : undefined);
}
