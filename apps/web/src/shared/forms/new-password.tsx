import TextField from '@mui/material/TextField';
import { customFormats, validationMessages } from '@chaussee/validation';
import { formMessages } from './messages.js';

/** The local checks of a new password: the password rule, then both entries equal. */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (!customFormats.password.test(password)) return validationMessages.password;
  if (password !== confirmation) return formMessages.passwordsDiffer;
  return null;
}

/**
 * The new password and its confirmation (field `confirmation`), as the password-edit page and the
 * profile both ask for them; `problem` is what newPasswordProblem found, shown under the password.
 */
export function NewPasswordFields({ name, problem }: { name: string; problem: string | null }) {
  return (
    <>
      <TextField
        name={name}
        type="password"
        label={formMessages.newPassword}
        autoComplete="new-password"
        required
        error={problem !== null}
        helperText={problem ?? validationMessages.password}
      />
      <TextField
        name="confirmation"
        type="password"
        label={formMessages.confirmPassword}
        autoComplete="new-password"
        required
      />
    </>
  );
}
