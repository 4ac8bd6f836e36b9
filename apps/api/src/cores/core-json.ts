import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { contractObjectSql, nullUnless } from '../db/json-objects.js';
import { cities, corePictures, cores, displayNamePrefixes, roads } from '../db/schema.js';

/** The alias of `picturesByCore`'s subquery in the query that writes `coreJson`. */
const PICTURES_BY_CORE = 'pictures_by_core';

/**
 * The contract's Core of the current row of `cores`, as toCore (core-presenter.ts) answers it
 * without layers, interfaces nor prestations, but written by the database as JSON: for the
 * campaign's list, where presenting 1,000 cores a page in JavaScript cost more than reading them
 * (apps/api/README.md, « Long lists written by the database »). The query must left-join the
 * core's prefix, road and city, and `picturesByCore`. core-json.test.ts holds the two presenters
 * equal on every kind of value.
 */
export const coreJson = contractObjectSql('Core', cores, {
  renames: { NR_name: 'nrName' },
  computed: {
    displayNamePrefix: nullUnless(
      displayNamePrefixes.id,
      sql`json_build_object('id', ${displayNamePrefixes.id}, 'name', ${displayNamePrefixes.name})`,
    ),
    road: nullUnless(roads.id, contractObjectSql('Road', roads)),
    city: nullUnless(cities.id, contractObjectSql('City', cities)),
    corePictures: sql`coalesce(${sql.identifier(PICTURES_BY_CORE)}.${sql.identifier('list')}, '[]'::json)`,
  },
  omitted: ['layers', 'interfaces', 'prestations'],
});

/**
 * The pictures of the cores matching `coresWhere`, as one JSON list of CorePicture per core, in
 * their order: a grouped subquery to left-join on its `coreId`. Not a subquery per core: each of
 * those scans the pictures again, and on the embedded PGlite every scan asks the file's size of
 * the file system (an `fstat`), 1,000 a page.
 */
export function picturesByCore(db: Db, coresWhere: SQL | undefined) {
  const picture = contractObjectSql('CorePicture', corePictures);
  return db
    .select({
      coreId: corePictures.coreId,
      list: sql<unknown>`json_agg(${picture} order by ${corePictures.position}, ${corePictures.createdAt})`.as(
        'list',
      ),
    })
    .from(corePictures)
    .innerJoin(cores, and(eq(cores.id, corePictures.coreId), coresWhere))
    .groupBy(corePictures.coreId)
    .as(PICTURES_BY_CORE);
}
