import type { MacroCampaign } from '@chaussee/sdk/react';
import { DataGrid } from '@chaussee/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { pathOf } from '../../shared/routes/route-table.js';
import { macroCampaignColumns } from './macro-campaign-columns.js';
import { macroMessages as text } from './messages.js';

const campaignIdOf = (campaign: MacroCampaign) => campaign.id;

/** The campaigns of a macro view (AG Grid: loaded apart from the view, see macro-view.tsx). */
export function MacroCampaignsGrid({
  campaigns,
  loading,
  hasCampaignLinks,
}: {
  campaigns: readonly MacroCampaign[] | undefined;
  loading: boolean;
  hasCampaignLinks: boolean;
}) {
  const navigate = useNavigate();
  const columns = useMemo(() => macroCampaignColumns(hasCampaignLinks), [hasCampaignLinks]);
  return (
    <DataGrid<MacroCampaign>
      label={text.grid.label}
      rows={campaigns}
      columns={columns}
      getRowId={campaignIdOf}
      loading={loading}
      emptyMessage={text.grid.empty}
      height={420}
      {...(hasCampaignLinks
        ? {
            onRowOpen: (campaign: MacroCampaign) => {
              void navigate(pathOf('coring-campaign', { id: campaign.id }));
            },
          }
        : {})}
    />
  );
}
