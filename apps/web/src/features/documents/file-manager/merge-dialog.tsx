import type { Document } from '@chaussee/sdk/react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { documentTitle } from '../document-files.js';
import { fileManagerMessages as text } from './messages.js';

/** `list` with the item at `index` swapped with its neighbour `index + step`. */
function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const next = [...list];
  const target = index + step;
  const [item, other] = [next[index], next[target]];
  if (item === undefined || other === undefined) return next;
  next[index] = other;
  next[target] = item;
  return next;
}

/**
 * Merging the selected PDFs into a new document (POST /pdf/merge): the user orders them with the
 * arrow buttons (keyboard reachable) and may title the result.
 */
export function MergeDialog({
  documents,
  busy,
  error,
  onMerge,
  onClose,
}: {
  documents: readonly Document[];
  busy: boolean;
  error: string | null;
  onMerge: (ordered: readonly Document[], title: string | null) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [order, setOrder] = useState<readonly Document[]>(documents);
  const [title, setTitle] = useState('');
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{text.mergeTitle}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {text.mergeHelp}
        </Typography>
        <List aria-label={text.mergeOrder} dense>
          {order.map((document, index) => (
            <ListItem
              key={document.id}
              secondaryAction={
                <>
                  <IconButton
                    size="small"
                    disabled={index === 0 || busy}
                    aria-label={text.moveUp(documentTitle(document))}
                    onClick={() => {
                      setOrder((current) => moved(current, index, -1));
                    }}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    disabled={index === order.length - 1 || busy}
                    aria-label={text.moveDown(documentTitle(document))}
                    onClick={() => {
                      setOrder((current) => moved(current, index, 1));
                    }}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </>
              }
            >
              <ListItemText primary={`${String(index + 1)}. ${documentTitle(document)}`} />
            </ListItem>
          ))}
        </List>
        <TextField
          label={text.mergedTitle}
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
          }}
          slotProps={{ htmlInput: { maxLength: 254 } }}
          fullWidth
          sx={{ mt: 2 }}
        />
        {error !== null && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {text.cancelMerge}
        </Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => {
            onMerge(order, title.trim() === '' ? null : title.trim());
          }}
        >
          {text.mergeConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
