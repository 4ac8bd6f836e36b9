import { isRouteErrorResponse } from 'react-router';
import { errorMessages } from './messages.js';

export interface RouteErrorDescription {
  status: number;
  statusText: string;
  message: string;
}

/** Status 500 and « Internal Server Error » unless the error says otherwise (spec section 8). */
export function describeRouteError(error: unknown): RouteErrorDescription {
  if (isRouteErrorResponse(error)) {
    return {
      status: error.status,
      statusText: error.statusText || 'Internal Server Error',
      message: typeof error.data === 'string' ? error.data : errorMessages.unexpected,
    };
  }
  return { status: 500, statusText: 'Internal Server Error', message: errorMessages.unexpected };
}

const BOT_PATTERN = /bot\b|crawl|spider|slurp|facebookexternalhit|embedly|mediapartners/iu;

/** Search engines and other robots: they get no error page (spec section 8). */
export function isBotUserAgent(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent);
}
