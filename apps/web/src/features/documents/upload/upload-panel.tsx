import { FileDropzone } from '@chaussee/ui';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatFileSize } from '../document-files.js';
import { checkDocumentFile, documentAccept } from './document-file-check.js';
import { uploadMessages as text } from './messages.js';
import { isFinished, mayCancel, totalProgress, type UploadItem } from './use-upload-queue.js';

function percentOf(share: number): number {
  return Math.round(Math.min(1, Math.max(0, share)) * 100);
}

function UploadLine({ item, onCancel }: { item: UploadItem; onCancel: (key: string) => void }) {
  const { file } = item;
  const percent = percentOf(file.size === 0 ? 1 : item.sentBytes / file.size);
  const isProblem = item.status === 'refused' || item.status === 'failed';
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {file.name} · {formatFileSize(file.size)}
        </Typography>
        <Typography variant="body2" color={isProblem ? 'error' : 'text.secondary'}>
          {text.status[item.status]}
        </Typography>
        {mayCancel(item) && (
          <IconButton
            size="small"
            aria-label={text.cancel(file.name)}
            onClick={() => {
              onCancel(item.key);
            }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
      {!isProblem && item.status !== 'cancelled' && (
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={text.fileProgress(file.name)}
          sx={{ mt: 0.5 }}
        />
      )}
      {item.message !== null && (
        <Alert severity="error" sx={{ mt: 0.5 }}>
          {item.message}
        </Alert>
      )}
    </Box>
  );
}

/**
 * The files of the uploads under way or done: each one with its progress, its cancel button and,
 * when the server refused it, the French reason; a total bar follows the whole batch.
 */
export function UploadProgressList({
  items,
  onCancel,
  onClearFinished,
}: {
  items: readonly UploadItem[];
  onCancel: (key: string) => void;
  onClearFinished: () => void;
}) {
  if (items.length === 0) return null;
  const running = items.filter((item) => !isFinished(item));
  const counted = items.filter((item) => item.status !== 'cancelled' && item.status !== 'refused');
  const done = counted.filter((item) => item.status === 'recorded').length;
  const percent = percentOf(totalProgress(items));
  return (
    <Box component="section" aria-label={text.listLabel}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ flexGrow: 1 }} role="status">
          {text.total(done, counted.length, percent)}
        </Typography>
        {running.length > 0 ? (
          <Button
            size="small"
            onClick={() => {
              for (const item of running) if (mayCancel(item)) onCancel(item.key);
            }}
          >
            {text.cancelAll}
          </Button>
        ) : (
          <Button size="small" onClick={onClearFinished}>
            {text.clearFinished}
          </Button>
        )}
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={text.totalLabel}
        sx={{ my: 1 }}
      />
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {items.map((item) => (
          <UploadLine key={item.key} item={item} onCancel={onCancel} />
        ))}
      </Box>
    </Box>
  );
}

/** Drop (or pick) several files at once, then follow them in the progress list. */
export function UploadPanel({
  items,
  onFiles,
  onCancel,
  onClearFinished,
}: {
  items: readonly UploadItem[];
  onFiles: (files: File[]) => void;
  onCancel: (key: string) => void;
  onClearFinished: () => void;
}) {
  return (
    <Stack spacing={1}>
      <FileDropzone
        multiple
        check={checkDocumentFile}
        accept={documentAccept}
        hint={text.hint}
        onFiles={onFiles}
      />
      <UploadProgressList items={items} onCancel={onCancel} onClearFinished={onClearFinished} />
    </Stack>
  );
}
