import { usePatchUser, type UserPatch } from '@chaussee/sdk/react';
import { SchemaForm, toast } from '@chaussee/ui';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { contractForm } from '../../shared/contract/contract-schemas.js';
import { formRefusalOf, noRefusal } from '../../shared/forms/form-refusal.js';
import type { CurrentUser } from '../../shared/session/session-api.js';
import { accountMessages as text } from './messages.js';
import userPatchContract from 'virtual:chaussee-contract-schemas/UserPatch';

type Identity = Pick<UserPatch, 'firstName' | 'lastName'>;

const FIELDS = ['firstName', 'lastName'] as const;
// UserPatch leaves out what is not sent: an emptied name would silently stay as it was.
const form = contractForm(userPatchContract, { fields: FIELDS, alsoRequired: FIELDS });
const uiSchema = form.uiSchema({
  fields: {
    firstName: { autocomplete: 'given-name' },
    lastName: { autocomplete: 'family-name' },
  },
});

/** First and last name (PATCH /users/{id}), the contract's UserPatch rules under each field. */
export function IdentityForm({ user, onSaved }: { user: CurrentUser; onSaved: () => unknown }) {
  const [draft, setDraft] = useState<Identity>({
    firstName: user.firstName,
    lastName: user.lastName,
  });
  const patch = usePatchUser({
    mutation: {
      meta: { isErrorShownInline: true },
      onSuccess: () => {
        toast.success(text.saved);
        onSaved();
      },
    },
  });
  const refusal = patch.isError ? formRefusalOf<Identity>(patch.error, FIELDS) : noRefusal;
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {text.identityTitle}
      </Typography>
      <SchemaForm<Identity>
        schema={form.schema}
        uiSchema={uiSchema}
        formData={draft}
        onChange={(data) => {
          if (data !== undefined) setDraft(data);
        }}
        submitLabel={text.save}
        submitting={patch.isPending}
        error={refusal.message}
        extraErrors={refusal.fields}
        onSubmit={(data) => {
          if (data !== undefined) patch.mutate({ id: user.id, data });
        }}
      />
    </Stack>
  );
}
