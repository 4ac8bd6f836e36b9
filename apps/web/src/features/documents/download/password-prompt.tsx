import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { downloadMessages as text } from './messages.js';

/** Asks the password of a protected link; `error` is why the last one was refused. */
export function PasswordPrompt({
  error,
  busy,
  onSubmit,
}: {
  error: string | null;
  busy: boolean;
  onSubmit: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (password !== '') onSubmit(password);
      }}
      aria-labelledby="download-password-title"
      sx={{ maxWidth: 420 }}
    >
      <Stack spacing={2}>
        <Typography id="download-password-title" variant="h6" component="h2">
          {text.passwordTitle}
        </Typography>
        <Typography variant="body2">{text.passwordHelp}</Typography>
        <TextField
          type="password"
          label={text.passwordLabel}
          value={password}
          autoFocus
          required
          autoComplete="current-password"
          onChange={(event) => {
            setPassword(event.target.value);
          }}
          slotProps={{ htmlInput: { maxLength: 128 } }}
        />
        {error !== null && <Alert severity="error">{error}</Alert>}
        <div>
          <Button type="submit" variant="contained" disabled={busy || password === ''}>
            {text.open}
          </Button>
        </div>
      </Stack>
    </Box>
  );
}
