import { useAbility } from '@chaussee/permissions/react';
import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { historyMessages as text } from './messages.js';

// The table and its French formatting load when the drawer opens.
const HistoryPanel = lazy(async () => ({
  default: (await import('./history-panel.js')).HistoryPanel,
}));

/**
 * « Historique » in a campaign's header, for the users who may read it (the office's staff:
 * designed right « read History », which the API checks too); the trail opens in a side drawer
 * so that the campaign stays in view.
 */
export function CampaignHistoryButton({ campaignId }: { campaignId: string }) {
  const ability = useAbility();
  const [isOpen, setOpen] = useState(false);
  const titleId = useId();
  if (!ability.can('read', 'History')) return null;
  const close = () => {
    setOpen(false);
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<HistoryIcon />}
        onClick={() => {
          setOpen(true);
        }}
      >
        {text.open}
      </Button>
      <Drawer
        anchor="right"
        open={isOpen}
        onClose={close}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: { xs: '100%', md: 900 } },
          },
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 1.5 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {text.campaignTitle}
          </Typography>
          <IconButton aria-label={text.close} onClick={close} edge="end">
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box sx={{ p: 2 }}>
          {isOpen && (
            <Suspense fallback={null}>
              <HistoryPanel scope={{ kind: 'campaign', id: campaignId }} />
            </Suspense>
          )}
        </Box>
      </Drawer>
    </>
  );
}
