import { useAbility } from '@chaussee/permissions/react';
import {
  usePatchRequiredDocument,
  type RequiredDocument,
  type RequiredDocumentStatus,
} from '@chaussee/sdk/react';
import { ConfirmDialog, EmptyState, toast } from '@chaussee/ui';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { useRefreshCampaignFiles, useRequiredDocuments } from '../document-queries.js';
import { UploadProgressList } from '../upload/upload-panel.js';
import { useUploadQueue } from '../upload/use-upload-queue.js';
import { lazyAfterPaint } from '../../../shared/lazy/lazy-after-paint.js';
import { requiredDocumentsMessages as text } from './messages.js';
import { RequiredDocumentCard, type RequestActions } from './required-document-card.js';

// The request form (react-jsonschema-form, ajv, the contract's schema) loads when it opens.
const AskFileDialog = lazyAfterPaint(
  async () => (await import('./ask-file-dialog.js')).AskFileDialog,
  null,
);

/**
 * The files the office asked the customer for, with their status (asked → sent → validated or
 * refused) and what the rights allow (spec section 6, Files): asking and deciding for ADMIN and
 * SUPER_ADMIN (« ask » / « validate FileRequest »), sending the asked file for ADMIN, SUPER_ADMIN
 * and CUSTOMER_MAIN (« send AskedFile »). The API refuses the same calls to anyone else.
 */
export function RequiredDocumentsSection({ campaignId }: { campaignId: string }) {
  const ability = useAbility();
  const requests = useRequiredDocuments(campaignId);
  const refresh = useRefreshCampaignFiles(campaignId);
  const uploads = useUploadQueue(() => void refresh());
  const [isAsking, setAsking] = useState(false);
  const [refusing, setRefusing] = useState<RequiredDocument | null>(null);
  const decide = usePatchRequiredDocument({
    mutation: { meta: { isErrorShownInline: true }, onSettled: refresh },
  });
  const setStatus = (
    request: RequiredDocument,
    status: Extract<RequiredDocumentStatus, 'validated' | 'refused'>,
  ) => {
    decide.mutate(
      { id: request.id, data: { status } },
      {
        onSuccess: () => {
          toast.success(
            status === 'validated' ? text.validated(request.title) : text.refused(request.title),
          );
          setRefusing(null);
        },
        onError: (error) => {
          // The refusal dialog shows its own failure; validating has no dialog.
          if (status === 'validated') toast.error(frenchErrorOf(error));
        },
      },
    );
  };
  const actions: RequestActions = {
    maySend: ability.can('send', 'AskedFile'),
    mayDecide: ability.can('validate', 'FileRequest'),
    isDeciding: decide.isPending,
    send: (request, file) => {
      void uploads.upload([file], {
        campaignId,
        category: 'requiredDocument',
        folderId: null,
        requiredDocumentId: request.id,
      });
    },
    validate: (request) => {
      setStatus(request, 'validated');
    },
    refuse: (request) => {
      decide.reset();
      setRefusing(request);
    },
  };
  const list = requests.data ?? [];
  return (
    <Box component="section" aria-labelledby="required-documents-title" sx={{ mb: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="required-documents-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {text.title}
        </Typography>
        {ability.can('ask', 'FileRequest') && (
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => {
              setAsking(true);
            }}
          >
            {text.ask}
          </Button>
        )}
      </Stack>
      {requests.isPending && <Skeleton height={72} />}
      {requests.isError && <Alert severity="error">{text.loadFailed}</Alert>}
      {requests.isSuccess && list.length === 0 && (
        <EmptyState headingLevel="h3" title={text.empty} />
      )}
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
        {list.map((request) => (
          <RequiredDocumentCard key={request.id} request={request} actions={actions} />
        ))}
      </Stack>
      <Box sx={{ mt: 1 }}>
        <UploadProgressList
          items={uploads.items}
          onCancel={uploads.cancel}
          onClearFinished={uploads.clearFinished}
        />
      </Box>
      <ConfirmDialog
        open={refusing !== null}
        title={text.refuseTitle(refusing?.title ?? '')}
        message={text.refuseMessage}
        confirmLabel={text.refuse}
        loading={decide.isPending}
        error={decide.isError ? frenchErrorOf(decide.error) : null}
        onCancel={() => {
          setRefusing(null);
        }}
        onConfirm={() => {
          if (refusing !== null) setStatus(refusing, 'refused');
        }}
      />
      {isAsking && (
        <AskFileDialog
          campaignId={campaignId}
          onClose={() => {
            setAsking(false);
          }}
        />
      )}
    </Box>
  );
}
