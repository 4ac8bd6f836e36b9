import { useState } from 'react';
import { HistoryTable } from './history-table.js';
import { useHistoryPage, type HistoryPaging, type HistoryScope } from './use-history.js';

const FIRST_PAGE: HistoryPaging = { page: 1, itemsCount: 25 };

/** The « Historique » of a campaign or a core: its trail, newest first, page by page. */
export function HistoryPanel({ scope }: { scope: HistoryScope }) {
  const [paging, setPaging] = useState<HistoryPaging>(FIRST_PAGE);
  const query = useHistoryPage(scope, paging);
  return <HistoryTable query={query} paging={paging} onPaging={setPaging} />;
}
