import { getUser, patchUser, usePatchUser, type UserPatch } from '@chaussee/sdk/react';
import { SchemaForm, toast } from '@chaussee/ui';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { staleVersionChoices } from '../../shared/api/stale-version-choices.js';
import { StaleVersionGuard } from '../../shared/api/stale-version-guard.js';
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
  const saved = async () => {
    toast.success(text.saved);
    await onSaved();
  };
  const patch = usePatchUser({
    mutation: { meta: { isErrorShownInline: true }, onSuccess: saved },
  });
  const stale = staleVersionChoices({
    save: patch,
    reload: async () => {
      const current = await getUser(user.id);
      setDraft({ firstName: current.data.firstName, lastName: current.data.lastName });
      await onSaved();
    },
    resend: ({ id, data }, request) => patchUser(id, data, request),
    onSaved: saved,
  });
  const refusal = patch.isError ? formRefusalOf<Identity>(patch.error, FIELDS) : noRefusal;
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {text.identityTitle}
      </Typography>
      <StaleVersionGuard {...stale} />
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
