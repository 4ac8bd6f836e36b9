import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TitleFieldProps } from '@rjsf/utils';

/**
 * The title of a list or an object of the form, as rjsf's MUI theme draws it, but an h3 where it
 * renders an h5: a form sits under its page's h1 and its section's or dialog's h2, and headings
 * must not skip a level (axe's heading-order).
 */
export function TitleField({ id, title, optionalDataControl }: TitleFieldProps) {
  const heading = (
    <Typography variant="h5" component="h3">
      {title}
    </Typography>
  );
  return (
    <Box id={id} sx={{ mb: 1, mt: 1 }}>
      {optionalDataControl ? (
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Box sx={{ flexGrow: 1 }}>{heading}</Box>
          {optionalDataControl}
        </Stack>
      ) : (
        heading
      )}
      <Divider />
    </Box>
  );
}
