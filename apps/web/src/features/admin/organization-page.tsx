import { useGetOrganization } from '@chaussee/sdk/react';
import { PageHeader } from '@chaussee/ui';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useParams, useSearchParams } from 'react-router';
import { QueryErrorState } from '../../shared/api/query-error-state.js';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import { AgenciesTab } from './agencies-tab.js';
import { useAdminRights } from './admin-rights.js';
import { adminMessages as text } from './messages.js';
import { OrganizationInfoTab } from './organization-info-tab.js';
import { RelationsTab } from './relations-tab.js';
import { SitesTab } from './sites-tab.js';
import { UsersTab } from './users-tab.js';

const TABS = ['informations', 'sites', 'utilisateurs', 'relations', 'agences'] as const;
type TabName = (typeof TABS)[number];

function tabOf(value: string | null): TabName {
  return TABS.find((tab) => tab === value) ?? 'informations';
}

/**
 * `/admin/organizations/{id}`: an organization's information, sites, users, relations and, for
 * the engineering office, its agencies. The tab is in the URL (`?onglet=sites`) so that it can be
 * linked and survives a reload.
 */
export function OrganizationPage() {
  const id = useParams().id ?? '';
  const [searchParams, setSearchParams] = useSearchParams();
  const organization = useGetOrganization(id, { query: ERROR_SHOWN_INLINE });
  const rights = useAdminRights(id);
  if (organization.isError) {
    return (
      <QueryErrorState
        headingLevel="h2"
        title={text.organizationLoadFailed}
        error={organization.error}
        onRetry={() => {
          void organization.refetch();
        }}
      />
    );
  }
  const data = organization.data?.data;
  const tabs = TABS.filter(
    (tab) => (tab !== 'relations' || rights.mayEditInfo) && (tab !== 'agences' || data?.isInternal),
  );
  const asked = tabOf(searchParams.get('onglet'));
  const current = tabs.includes(asked) ? asked : 'informations';
  const labels: Record<TabName, string> = {
    informations: text.infoTab,
    sites: text.sitesTab,
    utilisateurs: text.usersTab,
    relations: text.relationsTab,
    agences: text.agenciesTab,
  };
  return (
    <>
      <PageHeader
        loading={data === undefined}
        title={data?.name ?? ''}
        subtitle={data === undefined ? '' : data.isInternal ? text.internal : text.customer}
        breadcrumbs={[
          { label: text.breadcrumb, href: '/admin/organizations' },
          { label: data?.name ?? '' },
        ]}
      />
      <Tabs
        value={current}
        aria-label={text.tabsLabel}
        onChange={(_event, value: TabName) => {
          setSearchParams({ onglet: value }, { replace: true });
        }}
        sx={{ mb: 2 }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={labels[tab]}
            id={`tab-${tab}`}
            aria-controls={`panel-${tab}`}
          />
        ))}
      </Tabs>
      {data !== undefined && (
        <Box role="tabpanel" id={`panel-${current}`} aria-labelledby={`tab-${current}`}>
          {current === 'informations' && (
            <OrganizationInfoTab organization={data} rights={rights} />
          )}
          {current === 'sites' && <SitesTab organization={data} rights={rights} />}
          {current === 'utilisateurs' && <UsersTab organization={data} rights={rights} />}
          {current === 'relations' && <RelationsTab organizationId={data.id} />}
          {current === 'agences' && <AgenciesTab />}
        </Box>
      )}
    </>
  );
}
