import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '../../../shared/api/api-client-context.js';
import { checkDocumentFile } from './document-file-check.js';
import {
  refusalOf,
  recordDocuments,
  uploadDocumentFile,
  type UploadTarget,
} from './upload-documents.js';
import { uploadMessages as text } from './messages.js';

/**
 * Where a file is: waiting its turn, being sent, sent (waiting for the others before they are
 * recorded together), recorded, refused by the server, failed (network, recording), cancelled.
 */
type UploadStatus =
  'waiting' | 'sending' | 'sent' | 'recorded' | 'refused' | 'failed' | 'cancelled';

export interface UploadItem {
  key: string;
  file: File;
  status: UploadStatus;
  /** Bytes of the file sent so far. */
  sentBytes: number;
  /** Why it was refused or failed, in French. */
  message: string | null;
}

/** Statuses after which nothing more happens to a file. */
const FINISHED: ReadonlySet<UploadStatus> = new Set(['recorded', 'refused', 'failed', 'cancelled']);

/** Statuses whose bytes count in the total progress (the refused and cancelled leave it). */
const COUNTED: ReadonlySet<UploadStatus> = new Set(['waiting', 'sending', 'sent', 'recorded']);

export function isFinished(item: UploadItem): boolean {
  return FINISHED.has(item.status);
}

export function mayCancel(item: UploadItem): boolean {
  return item.status === 'waiting' || item.status === 'sending';
}

/** The share (0 to 1) of the bytes sent, over the files still going or recorded. */
export function totalProgress(items: readonly UploadItem[]): number {
  const counted = items.filter((item) => COUNTED.has(item.status));
  const total = counted.reduce((sum, item) => sum + item.file.size, 0);
  const sent = counted.reduce((sum, item) => sum + item.sentBytes, 0);
  if (total === 0) return counted.length > 0 && counted.every(isFinished) ? 1 : 0;
  return sent / total;
}

let nextKey = 0;

/**
 * The uploads of a screen: each batch of files is sent one file after the other (POST
 * /documents/upload with its progress), then the files the server accepted are recorded together
 * (POST /documents-multiples). A file can be cancelled while it waits or is being sent; a refused
 * file keeps the server's French reason. `onRecorded` runs after each batch recorded.
 */
export function useUploadQueue(onRecorded: () => void) {
  const client = useApiClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const cancelled = useRef(new Set<string>());
  // The batch in flight calls the latest callback, read through a ref.
  const recorded = useRef(onRecorded);
  useEffect(() => {
    recorded.current = onRecorded;
  }, [onRecorded]);

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const upload = useCallback(
    async (files: readonly File[], target: UploadTarget) => {
      const batch: UploadItem[] = files.map((file) => {
        nextKey += 1;
        // A file the browser already knows the server would refuse is not sent.
        const problems = checkDocumentFile(file);
        return {
          key: `upload-${String(nextKey)}`,
          file,
          status: problems.length > 0 ? 'refused' : 'waiting',
          sentBytes: 0,
          message: problems.length > 0 ? problems.join(' ') : null,
        };
      });
      setItems((list) => [...list, ...batch]);
      const sent: { item: UploadItem; path: string }[] = [];
      for (const item of batch) {
        if (item.status === 'refused' || cancelled.current.has(item.key)) continue;
        const controller = new AbortController();
        controllers.current.set(item.key, controller);
        update(item.key, { status: 'sending' });
        try {
          const path = await uploadDocumentFile(client, item.file, target, {
            signal: controller.signal,
            // The multipart body is a little larger than the file: its share stands for the file's.
            onProgress: (loaded, total) => {
              update(item.key, { sentBytes: total === 0 ? 0 : (item.file.size * loaded) / total });
            },
          });
          update(item.key, { status: 'sent', sentBytes: item.file.size });
          sent.push({ item, path });
        } catch (error) {
          if (controller.signal.aborted) update(item.key, { status: 'cancelled', sentBytes: 0 });
          else update(item.key, { status: 'refused', sentBytes: 0, message: refusalOf(error) });
        } finally {
          controllers.current.delete(item.key);
        }
      }
      if (sent.length === 0) return;
      try {
        await recordDocuments(
          sent.map(({ item, path }) => ({ file: item.file, path })),
          target,
        );
        for (const { item } of sent) update(item.key, { status: 'recorded' });
        recorded.current();
      } catch (error) {
        const message = `${text.recordFailed} ${refusalOf(error)}`;
        for (const { item } of sent) update(item.key, { status: 'failed', sentBytes: 0, message });
      }
    },
    [client, update],
  );

  const cancel = useCallback(
    (key: string) => {
      cancelled.current.add(key);
      const controller = controllers.current.get(key);
      if (controller === undefined) update(key, { status: 'cancelled', sentBytes: 0 });
      else controller.abort();
    },
    [update],
  );

  const clearFinished = useCallback(() => {
    setItems((list) => list.filter((item) => !isFinished(item)));
  }, []);

  return { items, upload, cancel, clearFinished };
}
