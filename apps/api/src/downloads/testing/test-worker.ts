import { createMembershipGuard } from '../../access/membership-guard.js';
import { createMembershipRepository } from '../../access/membership.repository.js';
import { loadIdentityConfig } from '../../app/identity-config.js';
import { loadSigningKey } from '../../auth/signing-key.js';
import type { Clock } from '../../clock.js';
import { createCsvExportService } from '../../document-tools/csv-export.service.js';
import { createStorageModule } from '../../storage/storage.module.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { TestServer } from '../../testing/test-server.js';
import { createDownloadWorker, type DownloadRunner, type WorkerLog } from '../download-worker.js';
import { createDownloadRepository } from '../download.repository.js';
import { createRawDataExport } from '../raw-data-export.js';

/** What a test worker logged, to check that a failure says why in the server's log. */
interface LoggedLine {
  details: Record<string, unknown>;
  message: string;
}

/**
 * The storage createServices built for a test server: same data folder, same derived token key,
 * so that files a test worker writes are served by the server's signed URLs.
 */
export function storageOf(server: TestServer): FileStorage {
  const { publicUrl, jwtSecret } = loadIdentityConfig(server.config, process.env);
  return createStorageModule({
    env: process.env,
    dataDir: server.config.dataDir,
    tokenSigningKey: loadSigningKey({ secret: jwtSecret, dataDir: server.config.dataDir }),
    apiBaseUrl: `${publicUrl}/api`,
    now: () => new Date(),
  }).files;
}

/** The raw data export the application runs, on a test server's database and storage. */
export function rawDataRunner(server: TestServer, now: Clock): DownloadRunner {
  const db = server.database.db;
  const csvExport = createCsvExportService({
    db,
    membership: createMembershipGuard(createMembershipRepository(db)),
    now,
  });
  return createRawDataExport({ db, storage: storageOf(server), csvExport, now });
}

/**
 * A download worker on a test server's database and storage, as a second process would run it;
 * `runner` replaces the raw data export (a failing or slow job).
 */
export function testWorker(
  server: TestServer,
  now: Clock,
  options: { runner?: DownloadRunner; leaseMs?: number; pollMs?: number } = {},
) {
  const db = server.database.db;
  const logged: LoggedLine[] = [];
  const log: WorkerLog = { error: (details, message) => logged.push({ details, message }) };
  const runner = options.runner ?? rawDataRunner(server, now);
  const worker = createDownloadWorker({
    repository: createDownloadRepository(db),
    runners: { raw_data: runner },
    now,
    log,
    ...(options.leaseMs !== undefined && { leaseMs: options.leaseMs }),
    ...(options.pollMs !== undefined && { pollMs: options.pollMs }),
  });
  return { worker, logged };
}
