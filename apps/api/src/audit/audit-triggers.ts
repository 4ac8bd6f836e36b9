import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import * as schema from '../db/schema.js';
import { ACTOR_SETTING } from './audit-context.js';

/**
 * The tables whose writes are not business data, each with why. Every other table of the schema
 * is audited: a table added later is recorded without anyone remembering to (the audit test fails
 * on a name here that no longer exists).
 */
export const UNAUDITED_TABLES: Readonly<Record<string, string>> = {
  audit_events: 'the trail itself',
  app_meta: "the server's own settings and signing key",
  refresh_tokens: 'sessions (secrets); a sign-in is not a change of the data',
  password_tokens: 'password links (secrets)',
  login_failures: 'throttling state',
  rate_limit_counters: 'throttling state',
  impersonation_audit: 'already an audit, of super-login requests',
  sign_ins: 'counts for the statistics, without personal data',
  notifications: "a consequence of audited writes, and each user's read marks",
  document_uploads: 'an upload in progress; the document it becomes is audited',
  campaign_downloads: 'export jobs: a read of the data made into a file',
  survey_item_changes: "the survey items' own change log, written with each audited item change",
};

/**
 * Columns whose values never enter the trail, whatever the table: secrets and their hashes. That
 * one changed is recorded (a password changed is a fact worth keeping), as `{ "secret": true }`.
 */
const SECRET_COLUMN = /(^|_)(password|token|secret|hash|signature)(_|$)/;

interface AuditedTable {
  name: string;
  /** Columns whose values are not recorded, only that they changed. */
  hiddenColumns: string[];
}

/** The tables of the schema that are audited, with their secret columns. */
function auditedTables(): AuditedTable[] {
  const tables: AuditedTable[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    if (config.name in UNAUDITED_TABLES) continue;
    tables.push({
      name: config.name,
      hiddenColumns: config.columns
        .map((column) => column.name)
        .filter((name) => SECRET_COLUMN.test(name)),
    });
  }
  return tables.sort((a, b) => a.name.localeCompare(b.name));
}

/** Every table of the schema (for the test that keeps UNAUDITED_TABLES honest). */
export function schemaTableNames(): string[] {
  return Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableConfig(table).name);
}

/**
 * The trigger function: after each row written, when the transaction carries an actor (the
 * request's, set by the driver from src/audit/audit-context.ts; none for the seed, migrations and
 * jobs), one audit row with the changed fields. Derived columns (`updated_at`, `sort_rank`,
 * `version`) are not changes: an update that changes only them records nothing. A value over
 * 2,000 bytes of JSON is recorded as its size, a secret's as `{ "secret": true }`. The campaign and core a row belongs to are found
 * from its own columns (`campaign_id`, `core_id`, a layer's, a sample's), so that a campaign's
 * history holds its cores' layers and results.
 */
const AUDIT_VALUE_FUNCTION = `
create or replace function public.chaussee_audit_value(v jsonb, secret boolean) returns jsonb
language sql immutable as $value$
  select case
    when v is null or jsonb_typeof(v) = 'null' then v
    when secret then '{"secret": true}'::jsonb
    when octet_length(v::text) > 2000 then jsonb_build_object('omittedBytes', octet_length(v::text))
    else v end
$value$`;

const AUDIT_ROW_FUNCTION = `
create or replace function public.chaussee_audit_row() returns trigger
language plpgsql as $audit$
declare
  actor jsonb := nullif(current_setting('${ACTOR_SETTING}', true), '')::jsonb;
  hidden text[] := coalesce(TG_ARGV::text[], '{}'::text[]);
  before_row jsonb;
  after_row jsonb;
  row_data jsonb;
  changed jsonb;
  the_core uuid;
  the_campaign uuid;
begin
  if actor is null then
    return null;
  end if;
  if TG_OP <> 'INSERT' then
    before_row := to_jsonb(OLD);
  end if;
  if TG_OP <> 'DELETE' then
    after_row := to_jsonb(NEW);
  end if;
  row_data := coalesce(after_row, before_row);
  select coalesce(jsonb_object_agg(k, jsonb_build_object(
           'before', public.chaussee_audit_value(before_row -> k, k = any(hidden)),
           'after', public.chaussee_audit_value(after_row -> k, k = any(hidden)))), '{}'::jsonb)
    into changed
    from jsonb_object_keys(row_data) as k
   where k not in ('updated_at', 'sort_rank', 'version')
     and (before_row -> k) is distinct from (after_row -> k)
     and (TG_OP = 'UPDATE' or jsonb_typeof(row_data -> k) <> 'null');
  if TG_OP = 'UPDATE' and changed = '{}'::jsonb then
    return null;
  end if;
  if TG_TABLE_NAME = 'campaigns' then
    the_campaign := (row_data ->> 'id')::uuid;
  elsif row_data ? 'campaign_id' then
    the_campaign := (row_data ->> 'campaign_id')::uuid;
  end if;
  if TG_TABLE_NAME = 'cores' then
    the_core := (row_data ->> 'id')::uuid;
  elsif row_data ? 'core_id' then
    the_core := (row_data ->> 'core_id')::uuid;
  elsif row_data ? 'layer_id' then
    select l.core_id into the_core from public.core_layers l where l.id = (row_data ->> 'layer_id')::uuid;
  elsif row_data ? 'sample_id' then
    select l.core_id into the_core
      from public.samples s join public.core_layers l on l.id = s.layer_id
     where s.id = (row_data ->> 'sample_id')::uuid;
  end if;
  if the_campaign is null and the_core is not null then
    select c.campaign_id into the_campaign from public.cores c where c.id = the_core;
  end if;
  insert into public.audit_events (actor_kind, actor_id, impersonator_id, operation, request_id, action,
                            entity, entity_id, campaign_id, core_id, changes)
  values (coalesce(actor ->> 'kind', 'user'), (actor ->> 'id')::uuid,
          (actor ->> 'impersonatorId')::uuid, actor ->> 'operation', actor ->> 'requestId',
          lower(TG_OP), TG_TABLE_NAME, row_data ->> 'id', the_campaign, the_core, changed);
  return null;
end
$audit$`;

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * Installs (again) the trigger function and one trigger per audited table, and removes the trigger
 * of a table no longer audited. Run after the migrations at every start: the list follows the
 * schema of the code, so it cannot fall behind it. One statement each, in one transaction.
 */
export async function installAuditTriggers(db: Db): Promise<void> {
  const audited = auditedTables();
  const create = audited.map(
    (table) =>
      `create or replace trigger chaussee_audit after insert or update or delete on public.${quoted(table.name)} ` +
      `for each row execute function public.chaussee_audit_row(${table.hiddenColumns.map(literal).join(', ')});`,
  );
  const drop = Object.keys(UNAUDITED_TABLES).map(
    (name) => `drop trigger if exists chaussee_audit on public.${quoted(name)};`,
  );
  await db.transaction(async (tx) => {
    for (const statement of [AUDIT_VALUE_FUNCTION, AUDIT_ROW_FUNCTION, ...create, ...drop]) {
      await tx.execute(sql.raw(statement));
    }
  });
}
