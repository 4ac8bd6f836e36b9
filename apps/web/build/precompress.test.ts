import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.js';

const SCRIPT = `export const words = ${JSON.stringify('chaussée '.repeat(500))};`;

describe('precompressDirectory', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'chaussee-dist-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'builds'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes a brotli and a gzip copy beside each text file, nested ones included', async () => {
    writeFileSync(join(dir, 'assets/app-B2MKt6vI.js'), SCRIPT);
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>Chaussée</p>'.repeat(100)}`);
    const files = await precompressDirectory(dir);
    expect(files.map((file) => file.file)).toEqual(['assets/app-B2MKt6vI.js', 'index.html']);
    const script = join(dir, 'assets/app-B2MKt6vI.js');
    expect(brotliDecompressSync(readFileSync(`${script}.br`)).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(`${script}.gz`)).toString()).toBe(SCRIPT);
    const [first] = files;
    expect(first?.bytes).toBe(Buffer.byteLength(SCRIPT));
    expect(first?.brotliBytes).toBe(readFileSync(`${script}.br`).length);
    expect(first?.brotliBytes).toBeLessThan(first?.gzipBytes ?? 0);
  });

  it('leaves out small files, pictures and source maps', async () => {
    writeFileSync(join(dir, 'builds/latest.json'), '{"id":"20260101"}');
    writeFileSync(join(dir, 'assets/logo-Ab12Cd34.png'), SCRIPT);
    writeFileSync(join(dir, 'assets/app-B2MKt6vI.js.map'), SCRIPT);
    expect(await precompressDirectory(dir)).toEqual([]);
    for (const file of [
      'builds/latest.json',
      'assets/logo-Ab12Cd34.png',
      'assets/app-B2MKt6vI.js.map',
    ]) {
      expect(existsSync(join(dir, `${file}.br`))).toBe(false);
      expect(existsSync(join(dir, `${file}.gz`))).toBe(false);
    }
  });

  it('writes no copy that would be larger than the file', async () => {
    // Random bytes do not compress: both copies would be a little larger.
    writeFileSync(join(dir, 'assets/noise-Ab12Cd34.wasm'), randomBytes(4096));
    expect(await precompressDirectory(dir)).toEqual([
      { file: 'assets/noise-Ab12Cd34.wasm', bytes: 4096, brotliBytes: 4096, gzipBytes: 4096 },
    ]);
    expect(existsSync(join(dir, 'assets/noise-Ab12Cd34.wasm.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets/noise-Ab12Cd34.wasm.gz'))).toBe(false);
  });
});
