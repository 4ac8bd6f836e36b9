import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { patchUser } from '@chaussee/sdk/react';
import { toast } from '@chaussee/ui';
import { validatePicture } from '@chaussee/validation';
import { useRef, useState, type ChangeEvent } from 'react';
import { useApiClient } from '../../shared/api/api-client-context.js';
import { accountMessages } from './messages.js';
import { frenchErrorOf } from '../../shared/api/french-error.js';

type AvatarState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'saved' }
  | { kind: 'failed'; messages: string[] };

/**
 * The profile picture: JPG or PNG, at most 1 Mo, both checked before sending (packages/validation);
 * then POST /users/{id}/avatar/upload and PATCH /users/{id} with the stored path.
 */
export function AvatarForm({ userId, onSaved }: { userId: string; onSaved: () => void }) {
  const client = useApiClient();
  const [state, setState] = useState<AvatarState>({ kind: 'idle' });
  const fileInput = useRef<HTMLInputElement>(null);

  const send = async (file: File) => {
    const violations = validatePicture(file);
    if (violations.length > 0) {
      setState({ kind: 'failed', messages: violations.map((violation) => violation.message) });
      return;
    }
    setState({ kind: 'sending' });
    try {
      const { data } = await client.POST('/users/{id}/avatar/upload', {
        params: { path: { id: userId } },
        // The contract types the part as a string; the real part is the file, sent as multipart.
        body: { file: file.name },
        bodySerializer: () => {
          const form = new FormData();
          form.append('file', file);
          return form;
        },
      });
      await patchUser(userId, { profilePicturePath: data.path });
      setState({ kind: 'saved' });
      toast.success(accountMessages.avatarSaved);
      onSaved();
    } catch (error) {
      setState({ kind: 'failed', messages: [frenchErrorOf(error)] });
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) void send(file);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {accountMessages.avatarTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {accountMessages.avatarRules}
      </Typography>
      {state.kind === 'failed' &&
        state.messages.map((message) => (
          <Alert key={message} severity="error">
            {message}
          </Alert>
        ))}
      <div>
        {/* A button that opens the hidden file input: a <label> with the role of a button, as MUI's
            upload example does, is not allowed that role (axe's aria-allowed-role). */}
        <Button
          variant="outlined"
          disabled={state.kind === 'sending'}
          onClick={() => {
            fileInput.current?.click();
          }}
        >
          {accountMessages.chooseAvatar}
        </Button>
        <input ref={fileInput} hidden type="file" accept="image/jpeg,image/png" onChange={choose} />
      </div>
    </Stack>
  );
}
