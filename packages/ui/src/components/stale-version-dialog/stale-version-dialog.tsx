import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { messages } from '../../messages.js';

const text = messages.staleVersionDialog;

export interface StaleVersionDialogProps {
  open: boolean;
  /** Reads the record again; the edits not saved are lost (the message says so). */
  onReload: () => void;
  /** Saves the edits over the other person's (the write sent again with `If-Match: *`). */
  onOverwrite: () => void;
  /** Closes without choosing: the form keeps the edits, the next save is refused again. */
  onCancel: () => void;
  /** A choice is running: the buttons wait and the dialog cannot be dismissed. */
  loading?: boolean;
  /** Why the chosen action failed, in French; the dialog stays open. */
  error?: string | null;
}

/**
 * The answer to a save refused because someone else saved the record in between (412
 * `stale_version`, issue 27): reload it, or overwrite it. One dialog for every edit screen.
 */
export function StaleVersionDialog({
  open,
  onReload,
  onOverwrite,
  onCancel,
  loading = false,
  error = null,
}: StaleVersionDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={loading ? undefined : onCancel}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{text.message}</DialogContentText>
        {error !== null && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={loading}>
          {text.cancel}
        </Button>
        <Button onClick={onOverwrite} disabled={loading} color="error">
          {text.overwrite}
        </Button>
        <Button
          onClick={onReload}
          disabled={loading}
          variant="contained"
          autoFocus
          startIcon={
            loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
          }
        >
          {text.reload}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
