import { isPlainRead } from './data-generation.js';

/**
 * A statement that ends or partly undoes a transaction (`rollback`, `rollback to savepoint`,
 * `abort`): a setting changed inside what it undoes goes back to its earlier value.
 */
const UNDO = /^\s*(?:rollback|abort)\b/i;

/**
 * The audit actor (audit/audit-context.ts) last set on one database connection, so that the
 * statements of a request that writes several times set it once: `set_config(…, false)` holds for
 * the connection's session, and each set was one more round trip before every writing statement
 * (5 of the 15 statements of `POST /core-pictures`, counted under `pnpm bench:load`).
 *
 * What is set is forgotten, and set again before the next write, whenever it may have changed
 * behind this record: a statement that undoes a transaction (a set made inside it is undone), a
 * failed statement or set (an aborted transaction is rolled back, whatever ends it). The
 * application sends no `reset` or `discard` of settings.
 */
export interface ConnectionActor {
  /**
   * Whether the actor must be set before `statement` is sent: a statement that may write and a
   * connection whose setting is not `actor` already. Records `actor` as set when it answers true.
   */
  mustSetBefore(statement: string, actor: string): boolean;
  /** The setting is no longer known (a function of its own, to hand to `catch`). */
  readonly forget: () => void;
}

export function connectionActor(): ConnectionActor {
  let known: string | undefined;
  return {
    mustSetBefore(statement, actor) {
      if (isPlainRead(statement)) return false;
      // An undoing statement writes nothing, so it needs no actor; what it leaves is unknown.
      if (UNDO.test(statement)) {
        known = undefined;
        return false;
      }
      if (known === actor) return false;
      known = actor;
      return true;
    },
    forget: () => {
      known = undefined;
    },
  };
}
