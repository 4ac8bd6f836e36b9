import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { messages } from '../../messages.js';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** An action that destroys data: the confirm button is red and the focus starts on cancel. */
  destructive?: boolean;
  /** The action is running: both buttons wait and the dialog cannot be dismissed. */
  loading?: boolean;
  /** Why the action failed, from the catalogue; the dialog stays open to retry or cancel. */
  error?: string | null;
  /** The action cannot be confirmed (e.g. not allowed); cancelling still works. */
  disabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an action. Keyboard: Tab moves between the buttons, Enter or Space presses the focused
 * one, Escape cancels (the focus starts on cancel for a destructive action).
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = messages.confirmDialog.confirm,
  cancelLabel = messages.confirmDialog.cancel,
  destructive = false,
  loading = false,
  error = null,
  disabled = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={loading ? undefined : onCancel}
      role={destructive ? 'alertdialog' : 'dialog'}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} component="div">
          {message}
        </DialogContentText>
        {error !== null && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={loading} autoFocus={destructive}>
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={loading || disabled}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          autoFocus={!destructive}
          startIcon={
            loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
          }
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
