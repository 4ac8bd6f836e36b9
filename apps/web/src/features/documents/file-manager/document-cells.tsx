import type { Document } from '@chaussee/sdk/react';
import { InlineTextCell } from '@chaussee/ui';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { documentTitle, fileKindOf, isPreviewable } from '../document-files.js';
import { useDocumentsGridActions } from './documents-grid-context.js';
import { FileKindIcon } from './file-kind-icon.js';
import { fileManagerMessages as text } from './messages.js';

/** What AG Grid hands a cell renderer that these cells read. */
interface DocumentCellProps {
  data?: Document;
}

export function SelectCell({ data }: DocumentCellProps) {
  const { selectedIds, toggleSelected } = useDocumentsGridActions();
  if (data === undefined) return null;
  return (
    <Checkbox
      size="small"
      checked={selectedIds.has(data.id)}
      onChange={() => {
        toggleSelected(data);
      }}
      slotProps={{ input: { 'aria-label': text.select(documentTitle(data)) } }}
    />
  );
}

export function KindCell({ data }: DocumentCellProps) {
  return data === undefined ? null : <FileKindIcon extension={data.extension} />;
}

function TitleEditor({ document }: { document: Document }) {
  const { mayRename, rename } = useDocumentsGridActions();
  const title = documentTitle(document);
  return (
    <InlineTextCell
      value={title}
      buttonLabel={text.rename(title)}
      fieldLabel={text.renameField(title)}
      maxLength={254}
      editable={mayRename}
      onCommit={(next) => {
        // A blank title is not a title (the contract: not blank); the old one stays.
        if (next !== '') rename(document, next);
      }}
    />
  );
}

/** The title, renamed in place by the category's uploaders (PUT /documents/update-titles). */
export function TitleCell({ data }: DocumentCellProps) {
  return data === undefined ? null : <TitleEditor document={data} />;
}

/** Preview (PDF and pictures), download, split (PDF), delete: what the rights allow. */
export function DocumentActionsCell({ data }: DocumentCellProps) {
  const { maySplit, mayDelete, preview, download, askSplit, askDelete } = useDocumentsGridActions();
  if (data === undefined) return null;
  const title = documentTitle(data);
  return (
    <Stack direction="row" spacing={0.5}>
      {isPreviewable(data) && (
        <IconButton
          size="small"
          aria-label={text.preview(title)}
          onClick={() => {
            preview(data);
          }}
        >
          <VisibilityOutlinedIcon fontSize="small" />
        </IconButton>
      )}
      <IconButton
        size="small"
        aria-label={text.download(title)}
        onClick={() => {
          download(data);
        }}
      >
        <DownloadIcon fontSize="small" />
      </IconButton>
      {maySplit && fileKindOf(data.extension) === 'pdf' && (
        <IconButton
          size="small"
          aria-label={text.split(title)}
          onClick={() => {
            askSplit(data);
          }}
        >
          <ContentCutIcon fontSize="small" />
        </IconButton>
      )}
      {mayDelete && (
        <IconButton
          size="small"
          color="error"
          aria-label={text.remove(title)}
          onClick={() => {
            askDelete(data);
          }}
        >
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
}
