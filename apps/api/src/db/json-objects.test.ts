import { sql } from 'drizzle-orm';
import { numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { contractObjectSql } from './json-objects.js';
import { roads } from './schema.js';

// What it writes is tested where it is used, against the JavaScript presenter (cores/core-json.test.ts).
describe('contractObjectSql: refuses when built what it could not write as the contract answers', () => {
  it('a field with no column, neither computed nor omitted', () => {
    const named = pgTable('named', { id: uuid('id').primaryKey(), name: text('name') });
    expect(() => contractObjectSql('Road', named)).toThrow(
      /The field workspaceId of Road has no column/,
    );
  });

  it('a column whose JSON differs from the value select() gives', () => {
    const measured = pgTable('measured', {
      id: uuid('id').primaryKey(),
      name: numeric('name'),
      workspaceId: uuid('workspace_id'),
    });
    expect(() => contractObjectSql('Road', measured)).toThrow(
      /The field name of Road \(column name, PgNumeric\)/,
    );
  });

  it('a required field omitted, or a field the schema does not have', () => {
    expect(() => contractObjectSql('Road', roads, { omitted: ['name'] })).toThrow(
      /The field name of Road is required/,
    );
    // A name the compiler would refuse written literally, as a caller building it could pass.
    const computed: Record<string, ReturnType<typeof sql>> = { nickname: sql`1` };
    expect(() => contractObjectSql('Road', roads, { computed })).toThrow(
      /Road has no field nickname/,
    );
  });
});
