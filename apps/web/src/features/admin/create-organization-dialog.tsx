import {
  getListOrganizationsQueryKey,
  useCreateOrganization,
  type OrganizationCreate,
} from '@chaussee/sdk/react';
import { FileDropzone, SchemaForm, toast } from '@chaussee/ui';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../shared/api/api-client-context.js';
import { frenchErrorOf } from '../../shared/api/french-error.js';
import { contractForm } from '../../shared/contract/contract-schemas.js';
import { FormDialog } from '../../shared/forms/form-dialog.js';
import { formRefusalOf, noRefusal } from '../../shared/forms/form-refusal.js';
import { adminMessages as text } from './messages.js';
import { ORGANIZATION_FIELDS, organizationUiSchema } from './organization-form.js';
import { uploadLogo } from './upload-logo.js';
import organizationCreateContract from 'virtual:chaussee-contract-schemas/OrganizationCreate';

const form = contractForm(organizationCreateContract);

/**
 * POST /organizations from the contract's OrganizationCreate (name, SIRET, address, zip code,
 * city, phone), then the logo chosen, if any.
 */
export function CreateOrganizationDialog({ onClose }: { onClose: () => void }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const create = useCreateOrganization({
    mutation: {
      meta: { isErrorShownInline: true },
      onSuccess: async (answer) => {
        if (logo !== null) {
          try {
            await uploadLogo(client, answer.data.id, logo);
          } catch (error) {
            setLogoError(frenchErrorOf(error));
          }
        }
        toast.success(text.organizationCreated);
        await queryClient.invalidateQueries({ queryKey: getListOrganizationsQueryKey() });
        onClose();
      },
    },
  });
  const refusal = create.isError
    ? formRefusalOf<OrganizationCreate>(create.error, ORGANIZATION_FIELDS)
    : noRefusal;
  return (
    <FormDialog open title={text.createOrganizationTitle} busy={create.isPending} onClose={onClose}>
      <Stack spacing={2}>
        <SchemaForm<OrganizationCreate>
          schema={form.schema}
          uiSchema={form.uiSchema(organizationUiSchema)}
          submitLabel={text.create}
          submitting={create.isPending}
          error={refusal.message}
          extraErrors={refusal.fields}
          onSubmit={(data) => {
            if (data !== undefined) create.mutate({ data });
          }}
        />
        <Typography variant="subtitle2" component="h3">
          {text.logo}
        </Typography>
        {logo !== null && <Typography variant="body2">{logo.name}</Typography>}
        <FileDropzone
          error={logoError}
          onFiles={(files) => {
            setLogo(files[0] ?? null);
          }}
        />
      </Stack>
    </FormDialog>
  );
}
