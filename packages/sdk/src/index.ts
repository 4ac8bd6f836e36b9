export { ApiError, clientErrorCodes, type Problem } from './client/api-error.js';
export { configureChausseeClient } from './client/configured-client.js';
export type { ChausseeClient, ChausseeMethod } from './client/client-types.js';
export { createChausseeClient, type ChausseeClientOptions } from './client/create-client.js';
export type { TokenGetter, UnauthorizedHandler } from './client/http-rules.js';
export { versionOfTag, versionTag } from './client/version-tag.js';
export type { components, operations, paths } from './generated/openapi-typescript/schema.js';
