import { useAbility } from '@chaussee/permissions/react';
import type { CoringCampaign } from '@chaussee/sdk/react';
import { PageHeader, StatusChip } from '@chaussee/ui';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { coringCampaignPaths, workspacePath } from '../../../shared/routes/campaign-paths.js';
import { CampaignActions } from './campaign-actions.js';
import { coringCampaignQuery } from './coring-campaign-query.js';
import { CustomerSwitches } from './customer-switches.js';
import { campaignMessages as text } from './messages.js';
import { QueryErrorState } from '../../../shared/api/query-error-state.js';

type TabPage = 'cores' | 'dashboard' | 'prestations' | 'manage' | 'administration';
/** The campaign's pages without a tab of their own (reached by a link): no tab is selected. */
type UntabbedPage = 'map' | 'files' | 'deliverables';
export type CampaignPage = TabPage | UntabbedPage;

function isTabPage(page: CampaignPage): page is TabPage {
  return page !== 'map' && page !== 'files' && page !== 'deliverables';
}

interface CampaignFrameProps {
  page: CampaignPage;
  children: (campaign: CoringCampaign) => ReactNode;
}

/**
 * What every page of a coring campaign shows around its own content: the header (name,
 * reference, French status, the actions the rights allow), the customer switches and the
 * navigation between the campaign's pages. Loading and error states included.
 */
export function CampaignFrame({ page, children }: CampaignFrameProps) {
  const id = useParams().id ?? '';
  const ability = useAbility();
  const query = useQuery(coringCampaignQuery(id));
  if (query.isError) {
    return (
      <QueryErrorState
        headingLevel="h2"
        title={text.loadFailedTitle}
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  }
  const campaign = query.data?.data;
  const paths = coringCampaignPaths(id);
  const tabs: { value: TabPage; to: string; label: string; shown: boolean }[] = [
    { value: 'cores', to: paths.cores, label: text.tabs.cores, shown: true },
    { value: 'dashboard', to: paths.dashboard, label: text.tabs.dashboard, shown: true },
    { value: 'prestations', to: paths.prestations, label: text.tabs.prestations, shown: true },
    {
      value: 'manage',
      to: paths.manage,
      label: text.tabs.manage,
      shown: ability.can('prepare', 'Campaign'),
    },
    {
      value: 'administration',
      to: paths.administration,
      label: text.tabs.administration,
      shown: ability.can('update', 'Campaign') || ability.can('add', 'Member'),
    },
  ];
  return (
    <>
      <PageHeader
        loading={campaign === undefined}
        title={campaign?.name ?? ''}
        status={campaign && <StatusChip kind="campaign" status={campaign.status} size="medium" />}
        subtitle={
          campaign?.reference === null ? undefined : text.reference(campaign?.reference ?? '')
        }
        breadcrumbs={[
          { label: text.breadcrumbProjects, href: '/workspaces' },
          ...(campaign === undefined
            ? []
            : [
                { label: campaign.workspace.name, href: workspacePath(campaign.workspace.id) },
                { label: campaign.name },
              ]),
        ]}
        actions={campaign && <CampaignActions campaign={campaign} />}
      />
      {campaign && <CustomerSwitches campaign={campaign} />}
      <Box
        component="nav"
        aria-label={text.navigation}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tabs value={isTabPage(page) ? page : false} variant="scrollable">
          {tabs
            .filter((tab) => tab.shown)
            .map((tab) => (
              <Tab
                key={tab.value}
                value={tab.value}
                label={tab.label}
                component={RouterLink}
                to={tab.to}
              />
            ))}
        </Tabs>
      </Box>
      {campaign !== undefined && children(campaign)}
    </>
  );
}
