import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to a local, same-origin server with bounded bodies', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      environment: 'development',
      corsOrigins: [],
      mapTileOrigins: [],
      jsonBodyLimit: 1024 * 1024,
      uploadLimits: { fileBytes: 20 * 1024 * 1024, files: 10 },
      shutdownTimeoutMs: 15_000,
      trustProxy: false,
      maintenance: { enabled: false, message: undefined },
    });
  });

  it('reads the comma lists of CORS and map tile origins, blanks ignored', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://a.example.fr, https://b.example.fr,',
      MAP_TILE_ORIGINS: ' https://tiles.example.fr ',
    });
    expect(config.corsOrigins).toEqual(['https://a.example.fr', 'https://b.example.fr']);
    expect(config.mapTileOrigins).toEqual(['https://tiles.example.fr']);
  });

  it('takes the environment from APP_ENV, else from NODE_ENV', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).environment).toBe('production');
    expect(loadConfig({ NODE_ENV: 'production', APP_ENV: 'staging' }).environment).toBe('staging');
    expect(() => loadConfig({ APP_ENV: 'prod' })).toThrow('APP_ENV must be');
  });

  it('refuses limits that are not whole numbers in range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT must be an integer');
    expect(() => loadConfig({ JSON_BODY_LIMIT: '1.5' })).toThrow('JSON_BODY_LIMIT must be');
    expect(loadConfig({ UPLOAD_FILE_LIMIT: '2048', MAINTENANCE: '1' })).toMatchObject({
      uploadLimits: { fileBytes: 2048 },
      maintenance: { enabled: true },
    });
  });
});
