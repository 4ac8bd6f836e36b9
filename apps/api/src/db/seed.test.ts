import { asc } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password-hasher.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { DEMO_PASSWORD, demoAccounts, seedDemoDataOnce } from './seed.js';
import { organizations, users } from './schema.js';

const development = { NODE_ENV: 'development' };
const at = (iso: string) => () => new Date(iso);

describe('seedDemoDataOnce', () => {
  let testDb: TestDatabase;
  beforeEach(async () => {
    testDb = await createTestDatabase();
  });
  afterEach(() => testDb.dispose());

  const allUsers = () => testDb.database.db.select().from(users).orderBy(asc(users.email));

  it('seeds the demo accounts of the issue once: a later start migrates and keeps the data', async () => {
    const db = testDb.database.db;
    const first = await seedDemoDataOnce(db, at('2026-01-02T03:04:05Z'), development);
    await expect(testDb.database.migrate()).resolves.toBeUndefined();
    const second = await seedDemoDataOnce(db, at('2027-01-01T00:00:00Z'), development);
    expect(first).toEqual({
      seeded: true,
      seededAt: new Date('2026-01-02T03:04:05Z'),
      kind: 'demo',
    });
    expect(second).toEqual({
      seeded: false,
      seededAt: new Date('2026-01-02T03:04:05Z'),
      kind: 'demo',
    });
    const seeded = await allUsers();
    const byEmail = Object.fromEntries(seeded.map((u) => [u.email, [...u.roles, u.job]]));
    expect(byEmail).toEqual({
      'super-admin@demo.chaussee.fr': ['ROLE_SUPER_ADMIN', null],
      'admin@demo.chaussee.fr': ['ROLE_ADMIN', null],
      'bureau-admin@demo.chaussee.fr': ['ROLE_NEXTROAD_ADMIN', 'engineer'],
      'chef-agence@demo.chaussee.fr': ['ROLE_NEXTROAD_MAIN', 'study_manager'],
      'collaborateur@demo.chaussee.fr': ['ROLE_NEXTROAD_USER', 'technician'],
      'commercial@demo.chaussee.fr': ['ROLE_NEXTROAD_USER', 'commercial'],
      'ingenieur@demo.chaussee.fr': ['ROLE_NEXTROAD_USER', 'engineer'],
      'charge-affaires@demo.chaussee.fr': ['ROLE_NEXTROAD_USER', 'study_manager'],
      'technicien@demo.chaussee.fr': ['ROLE_NEXTROAD_USER', 'technician'],
      'client-superviseur@demo.chaussee.fr': ['ROLE_CUSTOMER_SUPERVISOR', null],
      'client-principal@demo.chaussee.fr': ['ROLE_CUSTOMER_MAIN', null],
      'client-utilisateur@demo.chaussee.fr': ['ROLE_CUSTOMER_USER', null],
      'lecteur@demo.chaussee.fr': ['ROLE_READ_ONLY', null],
      'statistiques@demo.chaussee.fr': ['ROLE_USER', 'ROLE_ACCESS_STATS', null],
    });
    expect(DEMO_PASSWORD).toBe('Chaussee2026!');
    const hashes = seeded.map((u) => u.passwordHash ?? '');
    await expect(
      Promise.all(hashes.map((h) => verifyPassword(h, 'Chaussee2026!'))),
    ).resolves.toEqual(hashes.map(() => true));
    expect(demoAccounts.map((account) => account.email).sort()).toEqual(
      Object.keys(byEmail).sort(),
    );
    expect(demoAccounts.every((account) => account.password === 'Chaussee2026!')).toBe(true);
  });

  it('creates no demo data on a production start, only the super administrator of the environment', async () => {
    await expect(
      seedDemoDataOnce(testDb.database.db, at('2026-01-02T03:04:05Z'), { NODE_ENV: 'production' }),
    ).rejects.toThrow(/ADMIN_EMAIL/u);
    await expect(
      seedDemoDataOnce(testDb.database.db, at('2026-01-02T03:04:05Z'), {
        NODE_ENV: 'production',
        ADMIN_EMAIL: 'responsable@exploitant.fr',
        ADMIN_PASSWORD: 'faible',
      }),
    ).rejects.toThrow(/ADMIN_PASSWORD/u);
    // A refused start seeds nothing, so the next one can still do it.
    expect(await allUsers()).toEqual([]);
    const outcome = await seedDemoDataOnce(testDb.database.db, at('2026-01-02T03:04:05Z'), {
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'responsable@exploitant.fr',
      ADMIN_PASSWORD: 'Prod-Secret2026!',
    });
    expect(outcome.kind).toBe('production');
    const seeded = await allUsers();
    expect(seeded.map((u) => [u.email, u.roles])).toEqual([
      ['responsable@exploitant.fr', ['ROLE_SUPER_ADMIN']],
    ]);
    await expect(verifyPassword(seeded[0]?.passwordHash ?? '', 'Prod-Secret2026!')).resolves.toBe(
      true,
    );
    const names = (await testDb.database.db.select().from(organizations)).map((o) => o.name);
    expect(names).toEqual(['Chaussée Ingénierie']);
  });

  it('seeds the demo accounts on a production start with DEMO_DATA=1', async () => {
    const outcome = await seedDemoDataOnce(testDb.database.db, at('2026-01-02T03:04:05Z'), {
      NODE_ENV: 'production',
      DEMO_DATA: '1',
    });
    expect(outcome.kind).toBe('demo');
    expect(await allUsers()).toHaveLength(demoAccounts.length);
  });
});
