import { useAbility } from '@chaussee/permissions/react';
import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { lazyAfterPaint } from '../lazy/lazy-after-paint.js';
import { historyMessages as text } from './messages.js';

// The drawer, its table and their French formatting load when it opens.
const CampaignHistoryDrawer = lazyAfterPaint(
  async () => (await import('./campaign-history-drawer.js')).CampaignHistoryDrawer,
  null,
);

/**
 * « Historique » in a campaign's header, for the users who may read it (the office's staff:
 * designed right « read History », which the API checks too).
 */
export function CampaignHistoryButton({ campaignId }: { campaignId: string }) {
  const ability = useAbility();
  const [isOpen, setOpen] = useState(false);
  if (!ability.can('read', 'History')) return null;
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
      {isOpen && (
        <CampaignHistoryDrawer
          campaignId={campaignId}
          onClose={() => {
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
