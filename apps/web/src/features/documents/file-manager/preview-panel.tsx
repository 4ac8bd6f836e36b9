import { getGetFileQueryKey, type Document } from '@chaussee/sdk/react';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { ERROR_SHOWN_INLINE } from '../../../shared/api/error-shown-inline.js';
import { documentTitle, fileKindOf, isPreviewable } from '../document-files.js';
import { fetchDocumentFile } from '../save-file.js';
import { fileManagerMessages as text } from './messages.js';

/** An object URL of `blob` while the component shows it, freed when it changes or unmounts. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const url = useMemo(() => (blob === undefined ? null : URL.createObjectURL(blob)), [blob]);
  useEffect(
    () => () => {
      if (url !== null) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * A PDF or a picture shown beside the grid. The file comes through the client (GET /files/{path}
 * needs the session's token), then the browser draws it from memory; Escape or the cross closes.
 */
export function PreviewPanel({ document, onClose }: { document: Document; onClose: () => void }) {
  const title = documentTitle(document);
  const file = useQuery({
    queryKey: getGetFileQueryKey(encodeURIComponent(document.s3Path)),
    queryFn: async ({ signal }) => (await fetchDocumentFile(document, signal)).blob,
    enabled: isPreviewable(document),
    // A preview is read once: the file does not change under the same path.
    staleTime: Infinity,
    ...ERROR_SHOWN_INLINE,
  });
  const url = useObjectUrl(file.data);
  return (
    <Box
      component="aside"
      aria-label={text.previewLabel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      sx={{
        flex: { lg: '0 0 40%' },
        minWidth: 0,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography
          variant="subtitle1"
          component="h2"
          sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        <IconButton aria-label={text.previewClose} onClick={onClose} autoFocus>
          <CloseIcon />
        </IconButton>
      </Stack>
      {!isPreviewable(document) && <Alert severity="info">{text.noPreview}</Alert>}
      {file.isError && <Alert severity="error">{text.previewFailed}</Alert>}
      {isPreviewable(document) && file.isPending && (
        <Stack role="status" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography variant="body2">{text.previewLoading}</Typography>
        </Stack>
      )}
      {url !== null && fileKindOf(document.extension) === 'pdf' && (
        // An object, not an iframe: the browser's PDF viewer draws it, and a browser without one
        // shows the sentence inside instead.
        <Box
          component="object"
          type="application/pdf"
          title={text.preview(title)}
          data={url}
          sx={{ width: '100%', height: 640, border: 0 }}
        >
          <Typography variant="body2">{text.noPreview}</Typography>
        </Box>
      )}
      {url !== null && fileKindOf(document.extension) === 'image' && (
        <Box component="img" alt={title} src={url} sx={{ maxWidth: '100%', display: 'block' }} />
      )}
    </Box>
  );
}
