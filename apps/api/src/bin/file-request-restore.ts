import type { Db } from '../db/database.js';
import { createRequiredDocumentRepository } from '../documents/required-document.repository.js';
import { fileRequestOfBinnedDocument } from './bin-restore-rows.js';

/**
 * The inverse of what binning a document does to the file request it answered
 * (src/documents/documents.service.ts `remove`): binning its last live file sets the request back
 * to awaiting, and the document keeps the status the request had then. Restoring the document
 * gives that status back, in the restore's transaction, under the request's row lock — the lock
 * every write of its status takes (a file sent, a decision, a deletion) — and only while the
 * request is still awaiting, that is while no live file answers it, as the deletion left it.
 *
 * Any other status means the request moved on since, and that later fact stands; the document
 * comes back as one more file of it:
 * - a file sent meanwhile (awaiting_validation): the new file waits for its decision, which an
 *   old validation given back would take without anyone reading it;
 * - a decision taken meanwhile (validated, refused): the office's latest word;
 * - another file of it restored first: two restores queue on the request's lock, the first gives
 *   its status back, the second finds the request no longer awaiting.
 * A restore and a file sent to the same request queue on that lock too: the restore first, and
 * the file is then judged against the status given back (refused, 409, if that is validated, as
 * any file sent to a validated request); the file first, and it stays awaiting validation.
 *
 * The status kept is the one under which that document was an answer: of two files binned at
 * different moments, the one binned before a validation gives back awaiting_validation, not the
 * validation it never had. A document binned before the status was kept gives back
 * awaiting_validation, the status a file sent puts a request in: the office decides again.
 *
 * Lock order: the document (locked by the restore first, src/bin/bin.service.ts), then its
 * request, where a deletion locks the request then updates the document. They do not deadlock:
 * a deletion never waits for a binned document, which its update through the live view does not
 * select (and a document being restored is a binned one).
 */
export async function giveBackFileRequestStatus(
  tx: Db,
  documentId: string,
  at: Date,
): Promise<void> {
  const answered = await fileRequestOfBinnedDocument(tx, documentId);
  if (answered === undefined) return;
  const requests = createRequiredDocumentRepository(tx);
  const [request] = await requests.lockByIds([answered.requestId]);
  if (request?.status !== 'awaiting') return;
  await requests.setStatus([request.id], answered.statusWhenBinned ?? 'awaiting_validation', at);
}
