// @ts-check
import { describe, expect, it } from 'vitest';
import { serverEnvOf } from './start-env.mjs';

describe('the environment of npm start', () => {
  it('starts the server as in production, with the demo data', () => {
    expect(serverEnvOf({ PATH: '/bin' }, 42)).toEqual({
      PATH: '/bin',
      NODE_ENV: 'production',
      DEMO_DATA: '1',
      NPM_START_BEGAN_AT: '42',
    });
    expect(serverEnvOf({ NODE_ENV: '', DEMO_DATA: '' }, 1)).toMatchObject({
      NODE_ENV: 'production',
      DEMO_DATA: '1',
    });
  });

  it('keeps what the caller set', () => {
    expect(serverEnvOf({ NODE_ENV: 'development', DEMO_DATA: '0' }, 1)).toMatchObject({
      NODE_ENV: 'development',
      DEMO_DATA: '0',
    });
  });
});
