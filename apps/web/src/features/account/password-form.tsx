import { useChangeUserPassword, type PasswordChange } from '@chaussee/sdk/react';
import { SchemaForm, toast } from '@chaussee/ui';
import { validationMessages } from '@chaussee/validation';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { contractForm } from '../../shared/contract/contract-schemas.js';
import { formRefusalOf, noRefusal } from '../../shared/forms/form-refusal.js';
import { formMessages } from '../../shared/forms/messages.js';
import { accountMessages as text } from './messages.js';
import passwordChangeContract from 'virtual:chaussee-contract-schemas/PasswordChange';

/** The contract's PasswordChange, and the new password typed twice (never sent). */
type PasswordDraft = Partial<PasswordChange> & { confirmation?: string };

const form = contractForm(passwordChangeContract, {
  extra: { confirmation: { type: 'string' } },
  alsoRequired: ['confirmation'],
});
const FIELDS = ['currentPassword', 'newPassword', 'confirmation'] as const;
const uiSchema = form.uiSchema({
  order: FIELDS,
  fields: {
    currentPassword: { widget: 'password', autocomplete: 'current-password' },
    newPassword: {
      widget: 'password',
      autocomplete: 'new-password',
      help: validationMessages.password,
    },
    confirmation: {
      title: formMessages.confirmPassword,
      widget: 'password',
      autocomplete: 'new-password',
    },
  },
});

/**
 * PUT /users/{id}/password with the current password; the new one follows the contract's password
 * rule, and a wrong current password comes back as a violation under its field. The change ends
 * every session of the user, this one's access token included: `onChanged` renews it with the
 * refresh token, which the server keeps for the session that made the change.
 */
export function PasswordForm({
  userId,
  onChanged,
}: {
  userId: string;
  onChanged: () => Promise<void>;
}) {
  const [draft, setDraft] = useState<PasswordDraft>({});
  const [isConfirmationDifferent, setConfirmationDifferent] = useState(false);
  const change = useChangeUserPassword({ mutation: { meta: { isErrorShownInline: true } } });
  const refusal = change.isError ? formRefusalOf<PasswordDraft>(change.error, FIELDS) : noRefusal;
  const fieldErrors = isConfirmationDifferent
    ? { ...refusal.fields, confirmation: { __errors: [formMessages.passwordsDiffer] } }
    : refusal.fields;
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {text.passwordTitle}
      </Typography>
      <SchemaForm<PasswordDraft>
        schema={form.schema}
        uiSchema={uiSchema}
        formData={draft}
        onChange={(data) => {
          if (data !== undefined) setDraft(data);
        }}
        submitLabel={text.changePassword}
        submitting={change.isPending}
        error={refusal.message}
        extraErrors={fieldErrors}
        onSubmit={(data) => {
          const { currentPassword, newPassword, confirmation } = data ?? {};
          if (currentPassword === undefined || newPassword === undefined) return;
          setConfirmationDifferent(newPassword !== confirmation);
          if (newPassword !== confirmation) return;
          change.mutate(
            { id: userId, data: { currentPassword, newPassword } },
            {
              onSuccess: () => {
                toast.success(text.passwordChanged);
                setDraft({});
                void onChanged();
              },
            },
          );
        }}
      />
    </Stack>
  );
}
