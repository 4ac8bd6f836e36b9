import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';
import { messages } from '../../messages.js';
import {
  checkPicture,
  pictureAccept,
  sortFiles,
  type FileCheck,
  type RejectedFile,
} from './file-checks.js';

export interface FileDropzoneProps {
  /** Receives the files that passed the check, never an empty list. */
  onFiles: (files: File[]) => void;
  /** Checked before any upload; pictures (JPG or PNG, 1 Mo) by default. */
  check?: FileCheck;
  /** The `accept` of the file picker, to match `check`. */
  accept?: string;
  /** What the check expects, shown under the prompt. */
  hint?: string;
  multiple?: boolean;
  /** An upload is running. */
  loading?: boolean;
  disabled?: boolean;
  /** Why the last upload failed (the server's answer, from the catalogue). */
  error?: string | null;
}

const text = messages.fileDropzone;

/** Drop files or pick them; type and size are checked in the browser first, in French. */
export function FileDropzone({
  onFiles,
  check = checkPicture,
  accept = pictureAccept,
  hint = text.pictureHint,
  multiple = false,
  loading = false,
  disabled = false,
  error = null,
}: FileDropzoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);
  const [rejected, setRejected] = useState<RejectedFile<File>[]>([]);
  const isInactive = disabled || loading;

  function receive(fileList: FileList | null) {
    if (fileList === null || isInactive) return;
    const files = multiple ? Array.from(fileList) : Array.from(fileList).slice(0, 1);
    const sorted = sortFiles(files, check);
    setRejected(sorted.rejected);
    if (sorted.accepted.length > 0) onFiles(sorted.accepted);
  }

  function onDragOver(event: DragEvent) {
    event.preventDefault();
    if (!isInactive) setIsDragging(true);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setIsDragging(false);
    receive(event.dataTransfer.files);
  }

  return (
    <Box>
      <Box
        onDragOver={onDragOver}
        onDragLeave={() => {
          setIsDragging(false);
        }}
        onDrop={onDrop}
        aria-disabled={isInactive}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: isDragging ? 'primary.main' : 'divider',
          borderRadius: 1,
          bgcolor: isDragging ? 'action.hover' : 'transparent',
          p: 3,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          textAlign: 'center',
          opacity: disabled ? 0.6 : 1,
        }}
      >
        <CloudUploadOutlinedIcon aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
        <Typography component="div">
          {multiple ? text.promptMultiple : text.prompt}{' '}
          <Button
            variant="text"
            disabled={isInactive}
            onClick={() => inputRef.current?.click()}
            sx={{ p: 0, minWidth: 0, verticalAlign: 'baseline' }}
          >
            {text.browse}
          </Button>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
        <input
          ref={inputRef}
          type="file"
          hidden
          accept={accept}
          multiple={multiple}
          aria-label={text.browse}
          onChange={(event) => {
            receive(event.target.files);
            // Choosing the same file again must trigger a new check.
            event.target.value = '';
          }}
        />
        {loading && (
          <Box sx={{ width: '100%' }} role="status">
            <LinearProgress aria-label={text.uploading} />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {text.uploading}
            </Typography>
          </Box>
        )}
      </Box>
      {rejected.map(({ file, messages: problems }) => (
        <Alert key={file.name} severity="warning" sx={{ mt: 1 }}>
          {text.rejected(file.name)}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Box>
        </Alert>
      ))}
      {error !== null && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
