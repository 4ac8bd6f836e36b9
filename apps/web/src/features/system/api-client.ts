import { createChausseeClient } from '@chaussee/sdk';

/** The API is served on the web app's own origin, under /api. */
export const apiClient = createChausseeClient({ baseUrl: '/api' });
