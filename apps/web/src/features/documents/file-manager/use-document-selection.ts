import type { Document } from '@chaussee/sdk/react';
import { useCallback, useMemo, useState } from 'react';

/**
 * The files ticked in a grid of documents (file manager tab, deliverables): kept by id so that a
 * refetched list keeps the ticks, and read against the documents shown so that a file filtered out
 * (another folder) or deleted since is never acted on.
 */
export function useDocumentSelection(shown: readonly Document[]) {
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(
    () => shown.filter((document) => selectedIds.has(document.id)),
    [shown, selectedIds],
  );
  const toggle = useCallback((document: Document) => {
    setSelectedIds((current) => {
      const next = new Set(current);
      if (next.has(document.id)) next.delete(document.id);
      else next.add(document.id);
      return next;
    });
  }, []);
  const selectAll = useCallback(() => {
    setSelectedIds(new Set(shown.map((document) => document.id)));
  }, [shown]);
  const clear = useCallback(() => {
    setSelectedIds(new Set());
  }, []);
  return { selectedIds, selected, toggle, selectAll, clear };
}
