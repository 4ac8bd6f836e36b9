import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGNING_KEY_FILE, loadSigningKey } from './signing-key.js';

describe('signing key', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'chaussee-key-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('generates a key into DATA_DIR on the first start and reads it back afterwards', () => {
    const dataDir = join(tempDir(), 'data');
    const first = loadSigningKey({ secret: undefined, dataDir });
    expect(first.byteLength).toBe(64);
    expect(statSync(join(dataDir, SIGNING_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(loadSigningKey({ secret: '', dataDir })).toEqual(first);
  });

  it('uses JWT_SECRET when configured, and refuses a short one', () => {
    const dataDir = tempDir();
    const secret = 'a-secret-of-at-least-thirty-two-bytes!';
    expect(loadSigningKey({ secret, dataDir })).toEqual(new TextEncoder().encode(secret));
    expect(() => loadSigningKey({ secret: 'short', dataDir })).toThrow(/at least 32 bytes/u);
  });
});
