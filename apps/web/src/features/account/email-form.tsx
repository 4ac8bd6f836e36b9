import { updateUser, useGetUser, useUpdateUser, type UserUpdate } from '@chaussee/sdk/react';
import { SchemaForm, toast } from '@chaussee/ui';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { frenchErrorOf } from '../../shared/api/french-error.js';
import { staleVersionChoices } from '../../shared/api/stale-version-choices.js';
import { StaleVersionGuard } from '../../shared/api/stale-version-guard.js';
import { contractForm } from '../../shared/contract/contract-schemas.js';
import { formRefusalOf, noRefusal } from '../../shared/forms/form-refusal.js';
import { accountMessages as text } from './messages.js';
import { userUpdateWithEmail } from './user-update.js';
import userUpdateContract from 'virtual:chaussee-contract-schemas/UserUpdate';

type EmailDraft = Pick<UserUpdate, 'email'>;

const FIELDS = ['email'] as const;
const form = contractForm(userUpdateContract, { fields: FIELDS });
const uiSchema = form.uiSchema({ fields: { email: { autocomplete: 'email' } } });

/**
 * The e-mail, which is also the sign-in name. PATCH /users/{id} cannot change it: PUT /users/{id}
 * carries the whole editable user, sent as GET /users/{id} gives it with the new e-mail only (the
 * API lets users PUT themselves while their access fields stay the same). An e-mail already used
 * (409 « user already exist ») is told under the field.
 */
export function EmailForm({ userId, onSaved }: { userId: string; onSaved: () => unknown }) {
  // A failure to load shows in place of the form.
  const user = useGetUser(userId, { query: { meta: { isErrorShownInline: true } } });
  const [draft, setDraft] = useState<EmailDraft | null>(null);
  const saved = async () => {
    toast.success(text.emailChanged);
    await onSaved();
  };
  const update = useUpdateUser({
    mutation: { meta: { isErrorShownInline: true }, onSuccess: saved },
  });
  const stale = staleVersionChoices({
    save: update,
    reload: async () => {
      // The read gives the SDK the current version and the form the user as it is now.
      await user.refetch();
      setDraft(null);
    },
    resend: ({ id, data }, request) => updateUser(id, data, request),
    onSaved: saved,
  });
  const refusal = update.isError
    ? formRefusalOf<EmailDraft>(update.error, FIELDS, 'email')
    : noRefusal;
  const loaded = user.data?.data;
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {text.emailTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {text.emailHelp}
      </Typography>
      {user.isError ? (
        <Alert severity="error">{frenchErrorOf(user.error)}</Alert>
      ) : (
        <>
          <StaleVersionGuard {...stale} />
          <SchemaForm<EmailDraft>
            schema={form.schema}
            uiSchema={uiSchema}
            formData={draft ?? { email: loaded?.email ?? '' }}
            onChange={(data) => {
              if (data !== undefined) setDraft(data);
              // The refusal was about the e-mail sent, not the one being typed.
              if (update.isError) update.reset();
            }}
            loading={user.isPending}
            submitLabel={text.changeEmail}
            submitting={update.isPending}
            error={refusal.message}
            extraErrors={refusal.fields}
            onSubmit={(data) => {
              if (data?.email !== undefined && loaded !== undefined) {
                update.mutate({ id: userId, data: userUpdateWithEmail(loaded, data.email.trim()) });
              }
            }}
          />
        </>
      )}
    </Stack>
  );
}
