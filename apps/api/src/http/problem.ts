import { STATUS_CODES } from 'node:http';
import type { components } from '@chaussee/sdk';
import type { Violation } from '@chaussee/validation';
import type { FastifyReply } from 'fastify';
import { AppError, type ErrorCode } from '../errors/app-error.js';

/** The contract's error body (RFC 9457), answered as `application/problem+json`. */
export type Problem = components['schemas']['Problem'];

const PROBLEM_MEDIA_TYPE = 'application/problem+json';

export interface ProblemFields {
  status: number;
  code: string;
  detail?: string | undefined;
  violations?: readonly Violation[] | undefined;
}

export function problemOf({ status, code, detail, violations }: ProblemFields): Problem {
  return {
    type: 'about:blank',
    title: STATUS_CODES[status] ?? 'Error',
    status,
    code,
    ...(detail === undefined ? {} : { detail }),
    ...(violations === undefined ? {} : { violations: [...violations] }),
  };
}

function problemOfError(error: AppError): Problem {
  return {
    ...problemOf({
      status: error.status,
      code: error.code,
      detail: error.detail,
      violations: error.violations,
    }),
    ...error.extensions,
  };
}

/** Sends a problem answer; the reply's own headers (Retry-After, WWW-Authenticate) are kept. */
export function sendProblem(reply: FastifyReply, problem: Problem): FastifyReply {
  return reply.code(problem.status).type(PROBLEM_MEDIA_TYPE).send(JSON.stringify(problem));
}

export function sendAppError(reply: FastifyReply, error: AppError): FastifyReply {
  reply.headers(error.headers);
  if (error.code === 'unauthenticated') reply.header('www-authenticate', 'Bearer');
  return sendProblem(reply, problemOfError(error));
}

/** A problem of one of the stable codes, with its status. */
export function appErrorProblem(code: ErrorCode, detail?: string): Problem {
  return problemOfError(new AppError(code, detail === undefined ? {} : { detail }));
}
