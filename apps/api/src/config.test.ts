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
      documentUploadLimits: {
        fileBytes: 200 * 1024 * 1024,
        requestBytes: 1024 * 1024 * 1024,
        files: 100,
      },
      shutdownTimeoutMs: 15_000,
      binRetentionDays: 30,
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
    expect(() => loadConfig({ DOCUMENT_UPLOAD_MAX_FILES: '101' })).toThrow(
      'DOCUMENT_UPLOAD_MAX_FILES must be',
    );
    expect(
      loadConfig({
        UPLOAD_FILE_LIMIT: '2048',
        DOCUMENT_UPLOAD_FILE_LIMIT: '4096',
        DOCUMENT_UPLOAD_REQUEST_LIMIT: '8192',
        DOCUMENT_UPLOAD_MAX_FILES: '3',
        MAINTENANCE: '1',
      }),
    ).toMatchObject({
      uploadLimits: { fileBytes: 2048 },
      documentUploadLimits: { fileBytes: 4096, requestBytes: 8192, files: 3 },
      maintenance: { enabled: true },
    });
  });

  it('reads TRUST_PROXY as a number of proxies or a list of their addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'loopback-ish' })).toThrow('TRUST_PROXY must be');
  });

  it('reads the rate limits as <limit>/<seconds>, defaults for the others', () => {
    const config = loadConfig({ RATE_LIMIT_RECOVERY_PER_ADDRESS: '5/7200' });
    expect(config.rateLimits.recoveryPerAddress).toEqual({ limit: 5, windowSeconds: 7200 });
    expect(config.rateLimits.signInPerIp).toEqual({ limit: 100, windowSeconds: 900 });
    expect(() => loadConfig({ RATE_LIMIT_SIGN_IN_PER_IP: '0/60' })).toThrow(
      'RATE_LIMIT_SIGN_IN_PER_IP must be <limit>/<seconds>',
    );
    expect(() => loadConfig({ RATE_LIMIT_HEAVY_WORK_PER_IP: 'many' })).toThrow(
      'RATE_LIMIT_HEAVY_WORK_PER_IP must be',
    );
  });

  it('reads the sign-in throttle', () => {
    expect(loadConfig({}).signInThrottle).toEqual({
      freeFailures: 5,
      firstDelaySeconds: 1,
      maxDelaySeconds: 60,
      clientFailureLimit: 50,
      windowSeconds: 900,
    });
    expect(
      loadConfig({ SIGN_IN_CLIENT_FAILURE_LIMIT: '200', SIGN_IN_MAX_DELAY_SECONDS: '30' })
        .signInThrottle,
    ).toMatchObject({ clientFailureLimit: 200, maxDelaySeconds: 30 });
  });
});
