import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.js';

/** An error as node-postgres makes them: a message and a SQLSTATE or socket `code`. */
function driverError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code === undefined ? {} : { code });
}

describe('isDatabaseUnavailable', () => {
  it('knows the ways a database goes away', () => {
    const unavailable = [
      driverError('terminating connection due to administrator command', '57P01'),
      driverError('the database system is shutting down', '57P03'),
      driverError('sorry, too many clients already', '53300'),
      driverError('connection failure during authentication', '08006'),
      driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      driverError('read ECONNRESET', 'ECONNRESET'),
      driverError('Connection terminated unexpectedly'),
      driverError('Client has encountered a connection error and is not queryable'),
      new AggregateError([driverError('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'all'),
    ];
    for (const error of unavailable) expect(isDatabaseUnavailable(error), error.message).toBe(true);
  });

  it('looks through the errors that wrap the driver’s (Drizzle’s query error)', () => {
    const wrapped = new Error('Failed query: insert into "cores" …', {
      cause: driverError('Connection terminated unexpectedly'),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('leaves the faults of a request or of the code to their own answers', () => {
    const others = [
      driverError('duplicate key value violates unique constraint "cores_number"', '23505'),
      driverError('invalid input syntax for type uuid', '22P02'),
      driverError('canceling statement due to statement timeout', '57014'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new Error('Failed query', { cause: driverError('deadlock detected', '40P01') }),
    ];
    for (const error of others) expect(isDatabaseUnavailable(error), error.message).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});
