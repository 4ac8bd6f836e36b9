import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { HistoryPanel } from './history-panel.js';
import { historyMessages as text } from './messages.js';

/** The campaign's history in a side drawer, so that the campaign stays in view. */
export function CampaignHistoryDrawer({
  campaignId,
  onClose,
}: {
  campaignId: string;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
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
        <IconButton aria-label={text.close} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ p: 2 }}>
        <HistoryPanel scope={{ kind: 'campaign', id: campaignId }} />
      </Box>
    </Drawer>
  );
}
