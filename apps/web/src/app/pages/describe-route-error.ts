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
 * page itself speaks French: a title by status and a sentence (the missing path for a 404).
 */
export function describeRouteError(error: unknown, pathname: string): RouteErrorDescription {
  if (isRouteErrorResponse(error)) {
    const isNotFound = error.status === 404;
    return {
      status: error.status,
      statusText: error.statusText || 'Internal Server Error',
      message: typeof error.data === 'string' ? error.data : errorMessages.unexpected,
      title: errorMessages.titles[error.status] ?? errorMessages.otherTitle,
      description: isNotFound ? errorMessages.notFound(pathname) : errorMessages.unexpected,
      isExpected: isNotFound,
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
