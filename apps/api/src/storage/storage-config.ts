type Env = Readonly<Record<string, string | undefined>>;

/** An S3-compatible bucket (`S3_*` variables). */
export interface S3Settings {
  /** `S3_BUCKET`. */
  bucket: string;
  /** `S3_REGION` (`us-east-1`; any value for most S3-compatible servers). */
  region: string;
  /** `S3_ENDPOINT`: the server of an S3-compatible service (MinIO…); AWS when absent. */
  endpoint: string | undefined;
  /** `S3_FORCE_PATH_STYLE=1`: `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO). */
  forcePathStyle: boolean;
  /** `S3_ACCESS_KEY_ID` and `S3_SECRET_ACCESS_KEY`; absent: the SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export interface StorageConfig {
  /** The bucket when `S3_BUCKET` is set; else files live on local disk under `DATA_DIR/files`. */
  s3: S3Settings | undefined;
  /**
   * `STORAGE_SIGNING_SECRET` (32 bytes or more): the key of the local store's signed URLs; absent,
   * derived from the access-token key (see `storageSigningKey`).
   */
  signingSecret: string | undefined;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === '' ? undefined : trimmed;
}

function parseFlag(raw: string | undefined): boolean {
  const value = nonEmpty(raw)?.toLowerCase();
  return value === '1' || value === 'true' || value === 'yes';
}

const S3_VARIABLES = [
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

function loadS3Settings(env: Env): S3Settings | undefined {
  const bucket = nonEmpty(env.S3_BUCKET);
  if (bucket === undefined) {
    // Half a configuration would silently keep files on one server's disk: refuse to start.
    const stray = S3_VARIABLES.filter((name) => nonEmpty(env[name]) !== undefined);
    if (stray.length > 0) throw new Error(`${stray.join(', ')} set without S3_BUCKET.`);
    return undefined;
  }
  const endpoint = nonEmpty(env.S3_ENDPOINT);
  if (endpoint !== undefined && !/^https?:$/u.test(URL.parse(endpoint)?.protocol ?? '')) {
    throw new Error(`S3_ENDPOINT is not an http(s) URL: "${endpoint}".`);
  }
  const accessKeyId = nonEmpty(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = nonEmpty(env.S3_SECRET_ACCESS_KEY);
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together.');
  }
  return {
    bucket,
    region: nonEmpty(env.S3_REGION) ?? 'us-east-1',
    endpoint,
    forcePathStyle: parseFlag(env.S3_FORCE_PATH_STYLE),
    credentials:
      accessKeyId !== undefined && secretAccessKey !== undefined
        ? { accessKeyId, secretAccessKey }
        : undefined,
  };
}

/** HMAC-SHA256 wants a key at least as long as its hash. */
const MIN_SECRET_BYTES = 32;

/** Where files are stored, from the environment; a wrong setting fails the start, not an upload. */
export function loadStorageConfig(env: Env = process.env): StorageConfig {
  const signingSecret = nonEmpty(env.STORAGE_SIGNING_SECRET);
  if (
    signingSecret !== undefined &&
    new TextEncoder().encode(signingSecret).byteLength < MIN_SECRET_BYTES
  ) {
    throw new Error(
      `STORAGE_SIGNING_SECRET must be at least ${String(MIN_SECRET_BYTES)} bytes long.`,
    );
  }
  return { s3: loadS3Settings(env), signingSecret };
}
