import type { CampaignSummary } from '@chaussee/sdk/react';
import { formatDate, StatusChip } from '@chaussee/ui';
import { labelOf } from '@chaussee/validation';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { campaignPath } from '../../shared/routes/campaign-paths.js';
import { projectsMessages as text } from './messages.js';

function dayOf(date: string | null): string | null {
  return date === null ? null : formatDate(date);
}

/** One campaign of a workspace card: name, type, status, reference, cores and dates. */
export function CampaignLine({ campaign }: { campaign: CampaignSummary }) {
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0.5, sm: 2 }}
      sx={{ py: 1, alignItems: { sm: 'center' }, borderTop: 1, borderColor: 'divider' }}
    >
      <Link component={RouterLink} to={campaignPath(campaign)} sx={{ fontWeight: 600, flex: 2 }}>
        {campaign.name}
      </Link>
      <Typography variant="body2" sx={{ flex: 1 }}>
        {labelOf('CampaignType', campaign.type)}
      </Typography>
      <Stack sx={{ flex: 1, alignItems: 'flex-start' }}>
        <StatusChip kind="campaign" status={campaign.status} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
        {campaign.reference === null ? '' : text.reference(campaign.reference)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
        {campaign.type === 'coring' ? text.coresCount(campaign.coresCount) : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1.5 }}>
        {text.dates(dayOf(campaign.startDate), dayOf(campaign.endDate))}
      </Typography>
    </Stack>
  );
}
