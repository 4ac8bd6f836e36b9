import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { layoutMessages } from './messages.js';

/** The offer to reload once a newer build is out (spec section 7). */
export function NewBuildNotice() {
  return (
    <Snackbar
      open
      message={layoutMessages.newBuild}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            window.location.reload();
          }}
        >
          {layoutMessages.reload}
        </Button>
      }
    />
  );
}
