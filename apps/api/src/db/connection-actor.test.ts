import { describe, expect, it } from 'vitest';
import { connectionActor } from './connection-actor.js';

const INSERT = 'insert into "cores" ("id") values ($1)';

describe('connectionActor', () => {
  it('sets the actor before the first write, not again while it holds', () => {
    const actor = connectionActor();
    expect(actor.mustSetBefore(INSERT, 'A')).toBe(true);
    expect(actor.mustSetBefore('update "cores" set "note" = $1', 'A')).toBe(false);
    expect(actor.mustSetBefore('commit', 'A')).toBe(false);
  });

  it('sets nothing before a plain read', () => {
    const actor = connectionActor();
    expect(actor.mustSetBefore('select 1', 'A')).toBe(false);
    expect(actor.mustSetBefore(INSERT, 'A')).toBe(true);
  });

  it('sets it again for another actor, and for none', () => {
    const actor = connectionActor();
    expect(actor.mustSetBefore(INSERT, 'A')).toBe(true);
    expect(actor.mustSetBefore(INSERT, 'B')).toBe(true);
    expect(actor.mustSetBefore(INSERT, '')).toBe(true);
    expect(actor.mustSetBefore(INSERT, '')).toBe(false);
  });

  it.each(['rollback', 'ROLLBACK TO SAVEPOINT s1', '  abort'])(
    'forgets what is set after « %s », which may undo it',
    (undo) => {
      const actor = connectionActor();
      expect(actor.mustSetBefore('begin', 'A')).toBe(true);
      expect(actor.mustSetBefore(undo, 'A')).toBe(false);
      expect(actor.mustSetBefore(INSERT, 'A')).toBe(true);
    },
  );

  it('forgets what is set when told (a failed statement)', () => {
    const actor = connectionActor();
    expect(actor.mustSetBefore(INSERT, 'A')).toBe(true);
    actor.forget();
    expect(actor.mustSetBefore(INSERT, 'A')).toBe(true);
  });
});
