export { createChausseeClient } from './client.js';
export type { ChausseeClient, ChausseeClientOptions } from './client.js';
export type { components, operations, paths } from './generated/schema.js';
