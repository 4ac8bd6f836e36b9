import {
  getListDownloadLinkFilesQueryKey,
  listDownloadLinkFiles,
  useGetDownloadLink,
  zipDownloadLinkFiles,
  type SharedFile,
} from '@chaussee/sdk/react';
import { EmptyState, formatDate, toast } from '@chaussee/ui';
import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { fetchAllPages } from '../../../shared/api/fetch-all-pages.js';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { ERROR_SHOWN_INLINE } from '../../../shared/api/error-shown-inline.js';
import { formatFileSize } from '../document-files.js';
import { fileNameOf, saveBlob } from '../../../shared/files/save-blob.js';
import { isPasswordRefusal, linkFailureOf } from './link-failure.js';
import { downloadMessages as text } from './messages.js';
import { PasswordPrompt } from './password-prompt.js';

/**
 * The public download page (no sign-in): what `/download-links/{token}` shares, its files with
 * their sizes, each downloaded from its pre-signed URL, or all of them as one zip. A protected
 * link asks its password before listing them; an unknown, expired or revoked link says so.
 */
export function DownloadPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [password, setPassword] = useState<string | null>(null);
  const link = useGetDownloadLink(token, {
    query: { enabled: token !== '', ...ERROR_SHOWN_INLINE },
  });
  const details = link.data?.data;
  // The password travels in a header (X-Download-Password), never in an address.
  const headers = password === null ? undefined : { 'X-Download-Password': password };
  const mayList = details !== undefined && (!details.isPasswordProtected || password !== null);
  const files = useQuery<SharedFile[]>({
    queryKey: [...getListDownloadLinkFilesQueryKey(token), 'all', password],
    queryFn: ({ signal }) =>
      fetchAllPages(
        async (page) => (await listDownloadLinkFiles(token, page, { signal, headers })).data,
      ),
    enabled: mayList,
    ...ERROR_SHOWN_INLINE,
  });
  const zip = useMutation({
    meta: { isErrorShownInline: true },
    mutationFn: async () => {
      const answer = await zipDownloadLinkFiles(token, { headers });
      saveBlob(
        answer.data,
        fileNameOf(answer.headers, `${details?.campaign.name ?? text.title}.zip`),
      );
    },
    onError: (error) => {
      toast.error(`${text.zipFailed} ${frenchErrorOf(error)}`);
    },
  });
  const isAskingPassword =
    details?.isPasswordProtected === true && (password === null || isPasswordRefusal(files.error));
  const failure = link.error ?? (isPasswordRefusal(files.error) ? null : files.error);
  const items = files.data ?? [];

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {text.title}
      </Typography>
      {token === '' && <Alert severity="warning">{text.missingToken}</Alert>}
      {link.isLoading && <CircularProgress aria-label={text.loading} />}
      {failure !== null && (
        <EmptyState
          variant="error"
          headingLevel="h2"
          title={text.failureTitle}
          description={linkFailureOf(failure)}
        />
      )}
      {details !== undefined && (
        <Typography>
          {text.sharedBy(details.campaign.name, details.documentsCount)}{' '}
          {text.expiresOn(formatDate(details.expiresAt) ?? details.expiresAt)}
        </Typography>
      )}
      {isAskingPassword && (
        <PasswordPrompt
          busy={files.isFetching}
          error={
            password !== null && isPasswordRefusal(files.error) ? frenchErrorOf(files.error) : null
          }
          onSubmit={setPassword}
        />
      )}
      {!isAskingPassword && files.isLoading && (
        <Stack role="status" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>{text.loading}</Typography>
        </Stack>
      )}
      {!isAskingPassword && files.isSuccess && (
        <>
          {items.length === 0 ? (
            <Typography>{text.empty}</Typography>
          ) : (
            <div>
              <Button
                variant="contained"
                startIcon={<FolderZipOutlinedIcon />}
                disabled={zip.isPending}
                onClick={() => {
                  zip.mutate();
                }}
              >
                {text.downloadAll}
              </Button>
            </div>
          )}
          <List aria-label={text.filesLabel}>
            {items.map((file) => (
              <ListItem
                key={file.id}
                divider
                secondaryAction={
                  <Button
                    href={file.url}
                    download={file.name}
                    variant="outlined"
                    size="small"
                    aria-label={text.downloadFile(file.title ?? file.name)}
                  >
                    {text.download}
                  </Button>
                }
              >
                <ListItemText
                  primary={file.title ?? file.name}
                  secondary={`${file.extension.toUpperCase()} · ${formatFileSize(file.size)}`}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
