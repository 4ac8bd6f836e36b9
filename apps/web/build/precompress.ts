import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

/**
 * Text formats worth compressing. Pictures, fonts (woff2 is brotli already) and archives are
 * not; source maps are read by developer tools only, and brotli 11 on their megabytes would cost
 * the build seconds for nobody.
 */
const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest|wasm)$/iu;

/** Below this, a compressed copy saves less than the headers that announce it. */
const MIN_BYTES = 1024;

const compressWithBrotli = promisify(brotliCompress);
const compressWithGzip = promisify(gzip);

export interface PrecompressedFile {
  /** Relative to the folder, with `/`. */
  file: string;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file
 * of `dir` of 1 kB or more: the build pays the slowest, smallest compression once, and the server
 * sends the copy the browser accepts without compressing anything per request. A copy that would
 * not be smaller is not written (the server then sends the file itself).
 */
export async function precompressDirectory(dir: string): Promise<PrecompressedFile[]> {
  const candidates = (await filesUnder(dir)).filter((path) => COMPRESSIBLE_FILE.test(path));
  const results = await Promise.all(
    candidates.map(async (path): Promise<PrecompressedFile | undefined> => {
      const bytes = await readFile(path);
      if (bytes.length < MIN_BYTES) return undefined;
      const [brotli, gzipped] = await Promise.all([
        compressWithBrotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        compressWithGzip(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const writes: Promise<void>[] = [];
      if (brotli.length < bytes.length) writes.push(writeFile(`${path}.br`, brotli));
      if (gzipped.length < bytes.length) writes.push(writeFile(`${path}.gz`, gzipped));
      await Promise.all(writes);
      return {
        file: relative(dir, path).split('\\').join('/'),
        bytes: bytes.length,
        brotliBytes: Math.min(brotli.length, bytes.length),
        gzipBytes: Math.min(gzipped.length, bytes.length),
      };
    }),
  );
  return results
    .filter((result) => result !== undefined)
    .sort((a, b) => a.file.localeCompare(b.file));
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/**
 * Ends `vite build` by precompressing the written files (see `precompressDirectory`), public ones
 * included, and prints what it saved.
 */
export function precompressPlugin(): Plugin {
  let outDir = resolve('dist');
  let logger: Logger | undefined;
  return {
    name: 'chaussee-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    // After every file is written, the route size report's included.
    async closeBundle() {
      const started = performance.now();
      const files = await precompressDirectory(outDir);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const total = (key: 'bytes' | 'brotliBytes' | 'gzipBytes') =>
        kilobytes(files.reduce((sum, file) => sum + file[key], 0));
      logger?.info(
        `Precompressed ${String(files.length)} files: ${total('bytes')} → ${total('brotliBytes')} brotli, ${total('gzipBytes')} gzip, in ${seconds} s`,
      );
    },
  };
}
