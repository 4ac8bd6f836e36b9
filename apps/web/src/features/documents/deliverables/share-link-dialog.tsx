import { useCreateDownloadLink } from '@chaussee/sdk/react';
import { formatDate, toast } from '@chaussee/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { deliverablesMessages as text } from './messages.js';

/** The validities offered, in days; 30 is the server's own default. */
const VALIDITIES = [7, 30, 90] as const;
const DEFAULT_VALIDITY = 30;
/** DownloadLinkCreate.password's bounds in the contract. */
const PASSWORD_MIN_LENGTH = 4;
const PASSWORD_MAX_LENGTH = 128;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A public link to deliverables (POST /download-links): its validity and an optional password,
 * then the link to copy. The /download page lists the files for whoever opens it.
 */
export function ShareLinkDialog({
  campaignId,
  documentIds,
  onClose,
}: {
  campaignId: string;
  documentIds: readonly string[];
  onClose: () => void;
}) {
  const titleId = useId();
  const [days, setDays] = useState<number>(DEFAULT_VALIDITY);
  const [password, setPassword] = useState('');
  const share = useCreateDownloadLink({
    mutation: {
      meta: { isErrorShownInline: true },
      onSuccess: () => {
        toast.success(text.linkCreated);
      },
    },
  });
  const link = share.data?.data;
  const isPasswordTooShort = password !== '' && password.length < PASSWORD_MIN_LENGTH;
  const create = () => {
    if (isPasswordTooShort) return;
    share.mutate({
      data: {
        campaignId,
        documentIds: [...documentIds],
        expiresAt: new Date(Date.now() + days * DAY_MS).toISOString(),
        ...(password === '' ? {} : { password }),
      },
    });
  };
  return (
    <Dialog
      open
      onClose={share.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{text.shareTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{text.shareWhat(documentIds.length)}</Typography>
          {link === undefined ? (
            <>
              <TextField
                select
                label={text.validity}
                value={days}
                onChange={(event) => {
                  setDays(Number(event.target.value));
                }}
              >
                {VALIDITIES.map((validity) => (
                  <MenuItem key={validity} value={validity}>
                    {text.validityDays(validity)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                type="password"
                label={text.password}
                value={password}
                autoComplete="new-password"
                onChange={(event) => {
                  setPassword(event.target.value);
                }}
                error={isPasswordTooShort}
                helperText={isPasswordTooShort ? text.passwordTooShort : text.passwordHelp}
                slotProps={{ htmlInput: { maxLength: PASSWORD_MAX_LENGTH } }}
              />
              {share.isError && <Alert severity="error">{frenchErrorOf(share.error)}</Alert>}
            </>
          ) : (
            <>
              <TextField
                label={text.linkLabel}
                value={link.url}
                slotProps={{ htmlInput: { readOnly: true } }}
                fullWidth
              />
              <Alert severity="info">
                {text.linkExpires(formatDate(link.expiresAt) ?? link.expiresAt)}
                {link.isPasswordProtected && ` ${text.linkProtected}`}
              </Alert>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {link === undefined ? (
          <>
            <Button onClick={onClose} disabled={share.isPending}>
              {text.cancel}
            </Button>
            <Button
              variant="contained"
              onClick={create}
              disabled={share.isPending || isPasswordTooShort}
            >
              {text.createLink}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{text.close}</Button>
            <Button
              variant="contained"
              onClick={() => {
                navigator.clipboard.writeText(link.url).then(
                  () => {
                    toast.success(text.linkCopied);
                  },
                  () => {
                    toast.error(text.copyFailed);
                  },
                );
              }}
            >
              {text.copyLink}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
