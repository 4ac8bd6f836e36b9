import type { Document } from '@chaussee/sdk/react';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
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
  const [draft, setDraft] = useState<string | null>(null);
  const title = documentTitle(document);
  if (!mayRename) return <>{title}</>;
  const save = () => {
    if (draft === null) return;
    setDraft(null);
    const next = draft.trim();
    // A blank title is not a title (the contract: not blank); the old one stays.
    if (next !== '' && next !== title) rename(document, next);
  };
  if (draft === null) {
    return (
      <ButtonBase
        aria-label={text.rename(title)}
        onClick={() => {
          setDraft(title);
        }}
        sx={{ width: '100%', height: '100%', justifyContent: 'flex-start', font: 'inherit' }}
      >
        {title}
      </ButtonBase>
    );
  }
  return (
    <InputBase
      autoFocus
      fullWidth
      value={draft}
      inputProps={{ 'aria-label': text.renameField(title), maxLength: 254 }}
      onChange={(event) => {
        setDraft(event.target.value);
      }}
      onBlur={save}
      onKeyDown={(event) => {
        // The grid would take Enter and the arrows for its own navigation.
        event.stopPropagation();
        if (event.key === 'Enter') save();
        if (event.key === 'Escape') setDraft(null);
      }}
      sx={{ font: 'inherit' }}
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
