import type { IncomingHttpHeaders } from 'node:http';
import type { SessionUser } from '@chaussee/permissions';
import {
  versionConditionOf,
  versionedAnswer,
  type VersionCondition,
  type Versioned,
} from './entity-version.js';
import { requirePrincipal } from './operation-handler.js';
import type { Principal } from './principal.js';

/** What a versioned write reads of its operation's input (OperationInput of a PUT or PATCH). */
interface VersionedWriteInput<Body> {
  principal: Principal | undefined;
  params: { id: string };
  body: Body;
  headers: IncomingHttpHeaders;
}

/**
 * The handler's part of a PUT or PATCH of a record edited as a whole (entity-version.ts): the
 * service gets the caller, the record's id, the body and the request's If-Match condition, and
 * the answer carries the record's new version for its `ETag`. One line per route instead of the
 * same nine in each.
 */
export async function versionedWrite<Body, T>(
  input: VersionedWriteInput<Body>,
  write: (
    user: SessionUser,
    id: string,
    body: Body,
    condition: VersionCondition,
  ) => Promise<Versioned<T>>,
) {
  return versionedAnswer(
    await write(
      requirePrincipal(input).user,
      input.params.id,
      input.body,
      versionConditionOf(input.headers),
    ),
  );
}
