import type { RequiredDocument } from '@chaussee/sdk/react';
import { formatDate } from '@chaussee/ui';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { documentTitle, formatFileSize } from '../document-files.js';
import { downloadDocument } from '../save-file.js';
import { documentAccept } from '../upload/document-file-check.js';
import { requiredDocumentsMessages as text } from './messages.js';
import { RequiredDocumentStatusChip } from './required-document-status.js';

/** What a request's card may do, decided by the section from the user's rights. */
export interface RequestActions {
  maySend: boolean;
  mayDecide: boolean;
  isDeciding: boolean;
  send: (request: RequiredDocument, file: File) => void;
  validate: (request: RequiredDocument) => void;
  refuse: (request: RequiredDocument) => void;
}

/** One file request: what is asked, by whom and until when, the files sent, and its actions. */
export function RequiredDocumentCard({
  request,
  actions,
}: {
  request: RequiredDocument;
  actions: RequestActions;
}) {
  const input = useRef<HTMLInputElement>(null);
  const asker = request.requestedBy;
  const askedOn = formatDate(request.createdAt) ?? request.createdAt;
  // A file is expected while nothing was sent, or after the last one was refused.
  const isExpected = request.status === 'awaiting' || request.status === 'refused';
  const isToDecide = request.status === 'awaiting_validation';
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ listStyle: 'none', p: 2 }}
      aria-label={request.title}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {request.title}
        </Typography>
        <RequiredDocumentStatusChip status={request.status} />
      </Stack>
      {request.description !== null && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
          {request.description}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {asker === null
          ? text.requestedOn(askedOn)
          : text.requestedBy(`${asker.firstName} ${asker.lastName}`, askedOn)}
        {request.dueDate !== null &&
          ` · ${text.dueOn(formatDate(request.dueDate) ?? request.dueDate)}`}
      </Typography>
      {request.documents.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2">{text.sentFiles}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {request.documents.map((document) => (
              <li key={document.id}>
                <Link
                  component="button"
                  variant="body2"
                  aria-label={text.download(documentTitle(document))}
                  onClick={() => {
                    void downloadDocument(document);
                  }}
                >
                  {documentTitle(document)}
                </Link>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {formatFileSize(document.size)}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {actions.maySend && isExpected && (
          <>
            <Button
              size="small"
              variant="contained"
              startIcon={<UploadFileIcon />}
              onClick={() => input.current?.click()}
            >
              {request.documents.length === 0 ? text.send : text.sendAgain}
            </Button>
            <input
              ref={input}
              type="file"
              hidden
              accept={documentAccept}
              aria-label={text.sendFor(request.title)}
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Choosing the same file again must send it again.
                event.target.value = '';
                if (file !== undefined) actions.send(request, file);
              }}
            />
          </>
        )}
        {actions.mayDecide && isToDecide && (
          <>
            <Button
              size="small"
              variant="contained"
              color="success"
              disabled={actions.isDeciding}
              onClick={() => {
                actions.validate(request);
              }}
            >
              {text.validate}
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="warning"
              disabled={actions.isDeciding}
              onClick={() => {
                actions.refuse(request);
              }}
            >
              {text.refuse}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
