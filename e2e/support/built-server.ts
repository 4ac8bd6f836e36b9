/**
 * The built server the browser tests run against: the same starter as the benchmarks'
 * (scripts/lib/built-server.mjs), one place for how the app is started for real.
 */
export { startBuiltServer, type BuiltServer } from '../../scripts/lib/built-server.mjs';
