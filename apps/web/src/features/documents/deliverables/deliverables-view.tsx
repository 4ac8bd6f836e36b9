import { useAbility } from '@chaussee/permissions/react';
import type { Document } from '@chaussee/sdk/react';
import { DataGrid } from '@chaussee/ui';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { pathOf } from '../../../shared/routes/route-table.js';
import { useCampaignDocuments } from '../document-queries.js';
import { documentColumns } from '../file-manager/document-columns.js';
import {
  DocumentsGridContext,
  type DocumentsGridActions,
} from '../file-manager/documents-grid-context.js';
import { PreviewPanel } from '../file-manager/preview-panel.js';
import { SelectionToolbar } from '../file-manager/selection-toolbar.js';
import { useDocumentActions } from '../file-manager/use-document-actions.js';
import { useDocumentSelection } from '../file-manager/use-document-selection.js';
import { lazyAfterPaint } from '../../../shared/lazy/lazy-after-paint.js';
import { deliverablesMessages as text } from './messages.js';

const ShareLinkDialog = lazyAfterPaint(
  async () => (await import('./share-link-dialog.js')).ShareLinkDialog,
  null,
);

const documentIdOf = (document: Document) => document.id;

/** One empty list while the deliverables load, so the selection's memo holds. */
const NO_DOCUMENTS: readonly Document[] = [];

/**
 * `/campaign/{id}/deliverables`: the deliverables as the customer reads them, every folder at
 * once: preview, download one or a selection as a zip, and share them by a public link for those
 * who hold « share Deliverable » (the selection, or every deliverable when none is selected).
 * Nothing here changes a file: the file manager does.
 */
export function DeliverablesView({ campaign }: { campaign: { id: string; name: string } }) {
  const ability = useAbility();
  const deliverables = useCampaignDocuments(campaign.id, 'deliverable');
  const actions = useDocumentActions(campaign);
  const [previewed, setPreviewed] = useState<Document | null>(null);
  const [isSharing, setSharing] = useState(false);
  const all = deliverables.data ?? NO_DOCUMENTS;
  const selection = useDocumentSelection(all);
  const { selectedIds, selected } = selection;
  const gridActions = useMemo<DocumentsGridActions>(
    () => ({
      selectedIds,
      toggleSelected: selection.toggle,
      mayRename: false,
      rename: () => undefined,
      maySplit: false,
      askSplit: () => undefined,
      mayDelete: false,
      askDelete: () => undefined,
      preview: setPreviewed,
      download: (document) => {
        actions.download.mutate(document);
      },
    }),
    [selectedIds, selection.toggle, actions.download],
  );
  const shared = selected.length > 0 ? selected : all;
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h2">
            {text.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text.help}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={pathOf('campaign-files', { id: campaign.id })}
          startIcon={<FolderOpenOutlinedIcon />}
        >
          {text.manageFiles}
        </Button>
        {ability.can('share', 'Deliverable') && (
          <Button
            variant="contained"
            startIcon={<ShareOutlinedIcon />}
            disabled={shared.length === 0}
            onClick={() => {
              setSharing(true);
            }}
          >
            {selected.length > 0 ? text.shareSelection(selected.length) : text.share}
          </Button>
        )}
      </Stack>
      <SelectionToolbar
        shown={all}
        selected={selected}
        mayMerge={false}
        mayDelete={false}
        isZipping={actions.zip.isPending}
        onSelectAll={selection.selectAll}
        onUnselectAll={selection.clear}
        onZip={() => {
          actions.zip.mutate(selected);
        }}
        onMerge={() => undefined}
        onDelete={() => undefined}
      />
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <DocumentsGridContext value={gridActions}>
            <DataGrid<Document>
              label={text.gridLabel}
              rows={deliverables.data}
              columns={documentColumns}
              getRowId={documentIdOf}
              loading={deliverables.isPending}
              error={deliverables.isError ? text.loadFailed : null}
              emptyMessage={text.empty}
              height={520}
              onRowOpen={setPreviewed}
            />
          </DocumentsGridContext>
        </Box>
        {previewed !== null && (
          <PreviewPanel
            document={previewed}
            onClose={() => {
              setPreviewed(null);
            }}
          />
        )}
      </Stack>
      {isSharing && (
        <ShareLinkDialog
          campaignId={campaign.id}
          documentIds={shared.map(documentIdOf)}
          onClose={() => {
            setSharing(false);
          }}
        />
      )}
    </>
  );
}
