import { useAbility } from '@chaussee/permissions/react';
import { EmptyState } from '@chaussee/ui';
import Stack from '@mui/material/Stack';
import { CampaignFrame } from '../campaign/campaign-frame.js';
import { LayerNamesSection } from './layer-names-section.js';
import { manageMessages as text } from './messages.js';
import { PrefixesSection } from './prefixes-section.js';
import { ProvidersSection } from './providers-section.js';

/**
 * `/campaign/{id}/manage`: the preparation of a coring campaign (right « prepare campaign »):
 * display-name prefixes, layer names, providers and prestations.
 */
export function ManagePage() {
  const ability = useAbility();
  return (
    <CampaignFrame page="manage">
      {(campaign) =>
        ability.can('prepare', 'Campaign') ? (
          <Stack spacing={3}>
            <PrefixesSection campaignId={campaign.id} />
            <LayerNamesSection campaignId={campaign.id} />
            <ProvidersSection campaign={campaign} />
          </Stack>
        ) : (
          <EmptyState title={text.notAllowed} headingLevel="h2" />
        )
      }
    </CampaignFrame>
  );
}
