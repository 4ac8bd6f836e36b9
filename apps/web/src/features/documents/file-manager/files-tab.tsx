import { useAbility } from '@chaussee/permissions/react';
import type { Document } from '@chaussee/sdk/react';
import { ConfirmDialog, DataGrid } from '@chaussee/ui';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { StaleVersionGuard } from '../../../shared/api/stale-version-guard.js';
import { useBinRetentionDays } from '../../../shared/runtime-config/use-bin-retention-days.js';
import { documentTitle } from '../document-files.js';
import {
  useCampaignDocuments,
  useCampaignFolders,
  useRefreshCampaignFiles,
} from '../document-queries.js';
import { UploadPanel } from '../upload/upload-panel.js';
import { useUploadQueue } from '../upload/use-upload-queue.js';
import { lazyAfterPaint } from '../../../shared/lazy/lazy-after-paint.js';
import { documentColumns } from './document-columns.js';
import { DocumentsGridContext, type DocumentsGridActions } from './documents-grid-context.js';
import type { FolderEdit } from './folder-dialog.js';
import { FolderTree } from './folder-tree.js';
import { MergeDialog } from './merge-dialog.js';
import { fileManagerMessages as text } from './messages.js';
import { PreviewPanel } from './preview-panel.js';
import { SelectionToolbar } from './selection-toolbar.js';
import { useDocumentSelection } from './use-document-selection.js';
import { useDocumentActions } from './use-document-actions.js';

// The folder form (react-jsonschema-form, ajv, the contract's schema) loads when it opens.
const FolderDialog = lazyAfterPaint(
  async () => (await import('./folder-dialog.js')).FolderDialog,
  null,
);

export type FilesTabCategory = 'deliverable' | 'customerFile';

const documentIdOf = (document: Document) => document.id;

/** One empty list while the files load, so the selection's memo holds. */
const NO_DOCUMENTS: readonly Document[] = [];

/**
 * One tab of the file manager: the folder tree, the upload zone (for the category's uploaders),
 * the grid of the open folder's files with the selection's actions, and the preview beside it.
 * Every control shows only with the right the API checks on the same call (spec section 6, Files):
 * « upload » of the category for uploads, titles, merging and splitting; folders with « upload
 * Deliverable »; « delete File »; « download Deliverable » for the whole delivery.
 */
export function FilesTab({
  campaign,
  category,
}: {
  campaign: { id: string; name: string };
  category: FilesTabCategory;
}) {
  const ability = useAbility();
  const binDays = useBinRetentionDays();
  const subject = category === 'deliverable' ? 'Deliverable' : 'CustomerFile';
  const mayUpload = ability.can('upload', subject);
  const mayEditFolders = ability.can('upload', 'Deliverable');
  const mayDelete = ability.can('delete', 'File');
  const mayDownloadDelivery = category === 'deliverable' && ability.can('download', 'Deliverable');
  const documents = useCampaignDocuments(campaign.id, category);
  const folders = useCampaignFolders(campaign.id);
  const refresh = useRefreshCampaignFiles(campaign.id);
  const actions = useDocumentActions(campaign);
  const uploads = useUploadQueue(() => void refresh());
  const [folderId, setFolderId] = useState<string | null>(null);
  const [previewed, setPreviewed] = useState<Document | null>(null);
  const [deleting, setDeleting] = useState<readonly Document[] | null>(null);
  const [splitting, setSplitting] = useState<Document | null>(null);
  const [isMerging, setMerging] = useState(false);
  const [folderEdit, setFolderEdit] = useState<FolderEdit | null>(null);

  const folderList = folders.data?.data.items;
  const shown = useMemo(
    () => documents.data?.filter((document) => document.folderId === folderId),
    [documents.data, folderId],
  );
  const selection = useDocumentSelection(shown ?? NO_DOCUMENTS);
  const { selectedIds, selected } = selection;
  const gridActions = useMemo<DocumentsGridActions>(
    () => ({
      selectedIds,
      toggleSelected: selection.toggle,
      mayRename: mayUpload,
      rename: (document, title) => {
        actions.rename.mutate({
          data: { documents: [{ id: document.id, title, version: document.version }] },
        });
      },
      maySplit: mayUpload,
      askSplit: setSplitting,
      mayDelete,
      askDelete: (document) => {
        setDeleting([document]);
      },
      preview: setPreviewed,
      download: (document) => {
        actions.download.mutate(document);
      },
    }),
    [selectedIds, selection.toggle, mayUpload, mayDelete, actions.rename, actions.download],
  );
  const openFolder = (id: string | null) => {
    setFolderId(id);
    selection.clear();
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      <FolderTree
        folders={folderList}
        isError={folders.isError}
        selectedId={folderId}
        onSelect={openFolder}
        mayEdit={mayEditFolders}
        onCreate={(parent) => {
          setFolderEdit({ kind: 'create', parent });
        }}
        onRename={(folder) => {
          setFolderEdit({ kind: 'rename', folder });
        }}
      />
      <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        {mayUpload && (
          <Box sx={{ mb: 2 }}>
            <UploadPanel
              items={uploads.items}
              onFiles={(files) => {
                void uploads.upload(files, { campaignId: campaign.id, category, folderId });
              }}
              onCancel={uploads.cancel}
              onClearFinished={uploads.clearFinished}
            />
          </Box>
        )}
        {mayDownloadDelivery && (
          <Button
            startIcon={<DownloadIcon />}
            disabled={actions.delivery.isPending}
            onClick={() => {
              actions.delivery.mutate();
            }}
            sx={{ mb: 1 }}
          >
            {text.downloadDelivery}
          </Button>
        )}
        <SelectionToolbar
          shown={shown ?? NO_DOCUMENTS}
          selected={selected}
          mayMerge={mayUpload}
          mayDelete={mayDelete}
          isZipping={actions.zip.isPending}
          onSelectAll={selection.selectAll}
          onUnselectAll={selection.clear}
          onZip={() => {
            actions.zip.mutate(selected);
          }}
          onMerge={() => {
            actions.merge.reset();
            setMerging(true);
          }}
          onDelete={() => {
            setDeleting(selected);
          }}
        />
        <DocumentsGridContext value={gridActions}>
          <DataGrid<Document>
            label={text.gridLabel(text.tabs[category])}
            rows={shown}
            columns={documentColumns}
            getRowId={documentIdOf}
            loading={documents.isPending}
            error={documents.isError ? text.loadFailed : null}
            emptyMessage={mayUpload ? text.emptyUploader : text.empty}
            height={480}
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
      <ConfirmDialog
        open={deleting !== null}
        destructive
        title={text.deleteTitle(deleting?.length ?? 1)}
        message={text.deleteMessage((deleting ?? []).map(documentTitle), binDays)}
        confirmLabel={text.deleteSelection}
        loading={actions.remove.isPending}
        error={actions.remove.isError ? frenchErrorOf(actions.remove.error) : null}
        onCancel={() => {
          actions.remove.reset();
          setDeleting(null);
        }}
        onConfirm={() => {
          if (deleting === null) return;
          actions.remove.mutate(deleting, {
            onSuccess: () => {
              selection.clear();
              setDeleting(null);
            },
          });
        }}
      />
      <ConfirmDialog
        open={splitting !== null}
        title={text.splitTitle(splitting === null ? '' : documentTitle(splitting))}
        message={text.splitMessage}
        confirmLabel={text.splitConfirm}
        loading={actions.split.isPending}
        error={actions.split.isError ? frenchErrorOf(actions.split.error) : null}
        onCancel={() => {
          actions.split.reset();
          setSplitting(null);
        }}
        onConfirm={() => {
          if (splitting === null) return;
          actions.split.mutate(
            { data: { documentId: splitting.id } },
            {
              onSuccess: () => {
                setSplitting(null);
              },
            },
          );
        }}
      />
      {isMerging && (
        <MergeDialog
          documents={selected}
          busy={actions.merge.isPending}
          error={actions.merge.isError ? frenchErrorOf(actions.merge.error) : null}
          onClose={() => {
            setMerging(false);
          }}
          onMerge={(ordered, title) => {
            actions.merge.mutate(
              {
                data: {
                  documentsIds: ordered.map(documentIdOf),
                  ...(title === null ? {} : { title }),
                },
              },
              {
                onSuccess: () => {
                  setMerging(false);
                  selection.clear();
                },
              },
            );
          }}
        />
      )}
      {folderEdit !== null && (
        <FolderDialog
          campaignId={campaign.id}
          folders={folderList ?? []}
          edit={folderEdit}
          onClose={() => {
            setFolderEdit(null);
          }}
        />
      )}
      <StaleVersionGuard
        error={actions.rename.error}
        onReload={refresh}
        onOverwrite={actions.overwriteRename}
      />
    </Stack>
  );
}
