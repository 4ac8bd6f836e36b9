import type { Document } from '@chaussee/sdk/react';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { fileKindOf } from '../document-files.js';
import { fileManagerMessages as text } from './messages.js';

/** Two PDFs at least, and nothing else: what POST /pdf/merge accepts. */
function mayMergeAll(documents: readonly Document[]): boolean {
  return (
    documents.length >= 2 && documents.every((document) => fileKindOf(document.extension) === 'pdf')
  );
}

/** The actions on the selected files: zip, merge (uploaders), delete (« delete File »). */
export function SelectionToolbar({
  shown,
  selected,
  mayMerge,
  mayDelete,
  isZipping,
  onSelectAll,
  onUnselectAll,
  onZip,
  onMerge,
  onDelete,
}: {
  shown: readonly Document[];
  selected: readonly Document[];
  mayMerge: boolean;
  mayDelete: boolean;
  isZipping: boolean;
  onSelectAll: () => void;
  onUnselectAll: () => void;
  onZip: () => void;
  onMerge: () => void;
  onDelete: () => void;
}) {
  const none = selected.length === 0;
  const isMergeable = mayMergeAll(selected);
  return (
    <Stack
      role="toolbar"
      aria-label={text.toolbarLabel}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
    >
      <Typography variant="body2" sx={{ flexGrow: 1 }} aria-live="polite">
        {text.selected(selected.length)}
      </Typography>
      {selected.length < shown.length || shown.length === 0 ? (
        <Button size="small" onClick={onSelectAll} disabled={shown.length === 0}>
          {text.selectAll}
        </Button>
      ) : (
        <Button size="small" onClick={onUnselectAll} disabled={none}>
          {text.unselectAll}
        </Button>
      )}
      <Button
        size="small"
        variant="outlined"
        startIcon={<FolderZipOutlinedIcon />}
        disabled={none || isZipping}
        onClick={onZip}
      >
        {text.downloadZip}
      </Button>
      {mayMerge && (
        <Tooltip title={none || isMergeable ? '' : text.mergeOnlyPdf}>
          <span>
            <Button
              size="small"
              variant="outlined"
              startIcon={<CallMergeIcon />}
              disabled={!isMergeable}
              onClick={onMerge}
            >
              {text.merge}
            </Button>
          </span>
        </Tooltip>
      )}
      {mayDelete && (
        <Button
          size="small"
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlinedIcon />}
          disabled={none}
          onClick={onDelete}
        >
          {text.deleteSelection}
        </Button>
      )}
    </Stack>
  );
}
