import { isRouteErrorResponse } from 'react-router';
import { errorMessages } from './messages.js';

export interface RouteErrorDescription {
  status: number;
  /** The status message of spec section 8 (« Not Found »; « Internal Server Error » by default). */
  statusText: string;
  /** The error's own message (« Page Not Found: /path » for a failed route check). */
  message: string;
  /** What the page tells a person, in French. */
  title: string;
  description: string;
  /** A missing page is an answer the app expected, not a failure to report. */
  isExpected: boolean;
}

/**
 * Status 500 and « Internal Server Error » unless the error says otherwise (spec section 8); the
 * page itself speaks French: a title by status and a sentence (the missing path for a 404, the
 * catalogue's « not allowed » sentence a route guard gives with a 403).
 */
export function describeRouteError(error: unknown, pathname: string): RouteErrorDescription {
  if (isRouteErrorResponse(error)) {
    const isNotFound = error.status === 404;
    // A route the visitor has no right to (403) carries the catalogue's French sentence already.
    const isForbidden = error.status === 403 && typeof error.data === 'string';
    let description: string = errorMessages.unexpected;
    if (isNotFound) description = errorMessages.notFound(pathname);
    else if (isForbidden) description = String(error.data);
    return {
      status: error.status,
      statusText: error.statusText || 'Internal Server Error',
      message: typeof error.data === 'string' ? error.data : errorMessages.unexpected,
      title: errorMessages.titles[error.status] ?? errorMessages.otherTitle,
      description,
      isExpected: isNotFound || isForbidden,
    };
  }
  return {
    status: 500,
    statusText: 'Internal Server Error',
    message: errorMessages.unexpected,
    title: errorMessages.titles[500] ?? errorMessages.otherTitle,
    description: errorMessages.unexpected,
    isExpected: false,
  };
}

const BOT_PATTERN = /bot\b|crawl|spider|slurp|facebookexternalhit|embedly|mediapartners/iu;

/** Search engines and other robots: they get no error page (spec section 8). */
export function isBotUserAgent(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent);
}
