import { useAbility } from '@chaussee/permissions/react';
import { type CampaignStatus, type CoringCampaign } from '@chaussee/sdk/react';
import { ConfirmDialog, toast } from '@chaussee/ui';
import { labelOf } from '@chaussee/validation';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { isStaleVersion } from '../../../shared/api/stale-version.js';
import { StaleVersionGuard } from '../../../shared/api/stale-version-guard.js';
import { statusMoves } from './campaign-lifecycle.js';
import { campaignMessages as text } from './messages.js';
import { useCampaignStatusChange } from './use-campaign-update.js';

/**
 * « Changer le statut »: the moves of the coring lifecycle from the current status that the user's
 * rights allow (nothing shown when there is none). A move still blocked (cores not valid, customer
 * validation missing) is shown disabled with why; ending the campaign is confirmed first.
 */
export function StatusMenu({ campaign }: { campaign: CoringCampaign }) {
  const ability = useAbility();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [ending, setEnding] = useState<CampaignStatus | null>(null);
  const { update, stale } = useCampaignStatusChange(campaign.id, (changed) => {
    setEnding(null);
    toast.success(text.statusChanged(labelOf('CampaignStatus', changed.status)));
  });
  // Refused as stale, the ending's confirmation gives way to the reload-or-overwrite dialog; a
  // reload ends the move (the user chooses again from the campaign as it is now).
  const isStale = isStaleVersion(update.error);
  const reloadStale = async () => {
    setEnding(null);
    await stale.onReload();
  };
  const moves = statusMoves(campaign, ability);
  if (moves.length === 0) return null;
  const move = (status: CampaignStatus) => {
    update.mutate({ id: campaign.id, data: { status } });
  };
  return (
    <>
      <StaleVersionGuard {...stale} onReload={reloadStale} />
      <Button
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        disabled={update.isPending}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
      >
        {text.changeStatus}
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => {
          setAnchor(null);
        }}
      >
        {moves.map(({ to, isEnding, blockedBy }) => (
          <MenuItem
            key={to}
            disabled={blockedBy !== null}
            onClick={() => {
              setAnchor(null);
              if (isEnding) setEnding(to);
              else move(to);
            }}
          >
            <ListItemText
              primary={text.moveTo(labelOf('CampaignStatus', to))}
              secondary={blockedBy === null ? undefined : text.blocked[blockedBy]}
            />
          </MenuItem>
        ))}
      </Menu>
      <ConfirmDialog
        open={ending !== null && !isStale}
        destructive
        title={text.endTitle(labelOf('CampaignStatus', ending ?? 'cancelled'))}
        message={text.endMessage}
        loading={update.isPending}
        error={update.isError && !isStale ? frenchErrorOf(update.error) : null}
        onCancel={() => {
          setEnding(null);
        }}
        onConfirm={() => {
          if (ending !== null) move(ending);
        }}
      />
    </>
  );
}
