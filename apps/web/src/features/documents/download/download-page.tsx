import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetDownloadLink, useListDownloadLinkFiles } from '@chaussee/sdk/react';
import { useSearchParams } from 'react-router';
import { frenchErrorOf } from '../../shared/api/french-error.js';
import { formatFileSize } from './file-size.js';
import { downloadMessages } from './messages.js';

/** The public download-link page: the files of `/download-links/{token}`, each with its link. */
export function DownloadPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const link = useGetDownloadLink(token, { query: { enabled: token !== '' } });
  const files = useListDownloadLinkFiles(token, undefined, { query: { enabled: token !== '' } });
  const failure = link.error ?? files.error;
  const items = files.data?.data.items ?? [];

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {downloadMessages.title}
      </Typography>
      {token === '' && <Alert severity="warning">{downloadMessages.missingToken}</Alert>}
      {failure && <Alert severity="error">{frenchErrorOf(failure)}</Alert>}
      {link.data && (
        <Typography>
          {downloadMessages.sharedBy(link.data.data.campaign.name, link.data.data.documentsCount)}{' '}
          {downloadMessages.expiresOn(
            new Date(link.data.data.expiresAt).toLocaleDateString('fr-FR'),
          )}
        </Typography>
      )}
      {files.isSuccess && items.length === 0 && <Typography>{downloadMessages.empty}</Typography>}
      <List>
        {items.map((file) => (
          <ListItem
            key={file.id}
            divider
            secondaryAction={
              <Button href={file.url} download={file.name} variant="outlined" size="small">
                {downloadMessages.download}
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
    </Stack>
  );
}
