import { PGlite } from '@electric-sql/pglite';
import { rmSync } from 'node:fs';
rmSync('/tmp/pgl-a', { recursive: true, force: true }); rmSync('/tmp/pgl-b', { recursive: true, force: true });
const a = new PGlite('/tmp/pgl-a');
await a.exec("create table t(id int primary key, v text); insert into t select g, 'x'||g from generate_series(1,1000) g;");
const t0 = performance.now();
const dump = await a.dumpDataDir('gzip');
console.log('dump', dump.size, dump.constructor.name, (performance.now()-t0).toFixed(0), 'ms');
let second;
try { second = new PGlite('/tmp/pgl-a'); await second.query('select 1'); console.log('second opener allowed'); } catch (e) { console.log('second refused', e.message); }
await a.close();
const b = new PGlite('/tmp/pgl-b', { loadDataDir: dump });
console.log((await b.query('select count(*)::int n, md5(string_agg(t::text, \'|\' order by t::text)) h from t')).rows);
await b.close();
