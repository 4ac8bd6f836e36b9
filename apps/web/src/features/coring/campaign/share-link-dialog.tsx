import { useCreateCampaignShareLink, type CampaignShareCreate } from '@chaussee/sdk/react';
import { formatDate, SchemaForm, toast } from '@chaussee/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { contractForm } from '../../../shared/contract/contract-schemas.js';
import { FormDialog } from '../../../shared/forms/form-dialog.js';
import { campaignMessages as text } from './messages.js';
import campaignShareCreateContract from 'virtual:chaussee-contract-schemas/CampaignShareCreate';

const form = contractForm(campaignShareCreateContract);
const uiSchema = form.uiSchema({
  order: ['email', 'message'],
  fields: {
    email: { title: text.shareEmail },
    message: { title: text.shareMessage, widget: 'textarea' },
    expiresAt: { widget: 'hidden' },
  },
});

/** A guest link to this campaign only (POST /campaigns/{id}/share), optionally sent by e-mail. */
export function ShareLinkDialog({
  campaignId,
  onClose,
}: {
  campaignId: string;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<CampaignShareCreate>({});
  const share = useCreateCampaignShareLink({
    mutation: {
      meta: { isErrorShownInline: true },
      onSuccess: () => {
        toast.success(text.linkCreated);
      },
    },
  });
  const link = share.data?.data;
  return (
    <FormDialog open title={text.shareTitle} busy={share.isPending} onClose={onClose}>
      <Stack spacing={2}>
        <Typography variant="body2">{text.shareHelp}</Typography>
        {link === undefined ? (
          <SchemaForm<CampaignShareCreate>
            schema={form.schema}
            uiSchema={uiSchema}
            formData={draft}
            onChange={(data) => {
              if (data !== undefined) setDraft(data);
            }}
            submitLabel={text.createLink}
            submitting={share.isPending}
            error={share.isError ? frenchErrorOf(share.error) : null}
            onSubmit={(data) => {
              share.mutate({ id: campaignId, data: data ?? {} });
            }}
          />
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
            </Alert>
            <div>
              <Button
                variant="contained"
                onClick={() => {
                  void navigator.clipboard.writeText(link.url).then(() => {
                    toast.success(text.linkCopied);
                  });
                }}
              >
                {text.copyLink}
              </Button>
            </div>
          </>
        )}
      </Stack>
    </FormDialog>
  );
}
