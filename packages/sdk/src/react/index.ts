/**
 * React Query v5 hooks of every operation, one generated file per contract tag, with their
 * query-key factories (`get<Operation>QueryKey`) and query-option builders. They send their
 * requests through the client given to `configureChausseeClient` (from `@chaussee/sdk`).
 */
export * from '../generated/orval/hooks.js';
export * from '../generated/orval/chaussee.schemas.js';
