import { useListOrganizationSites, type Organization, type Site } from '@chaussee/sdk/react';
import { DataGrid, type DataGridProps } from '@chaussee/ui';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import { contractColumns } from '../../shared/contract/contract-schemas.js';
import type { AdminRights } from './admin-rights.js';
import { DeleteSiteDialog } from './delete-site-dialog.js';
import { adminMessages as text } from './messages.js';
import { SiteFormDialog } from './site-form-dialog.js';
import { SiteProvidersDialog } from './site-providers-dialog.js';
import { SiteRowActions, type SiteAction } from './site-row-actions.js';
import siteContract from 'virtual:chaussee-contract-schemas/Site';

const PAGE_LIMIT = 200;

type Opened = { action: SiteAction | 'create'; site?: Site } | null;

interface SiteCellProps {
  data?: Site;
}

function StateCell({ data }: SiteCellProps) {
  if (data === undefined) return null;
  return data.isActive ? text.active : text.inactive;
}

function NamedCell({ value }: { value?: { name: string } | null }) {
  return value?.name ?? '';
}

function PersonCell({ value }: { value?: { firstName: string; lastName: string } | null }) {
  return value === undefined || value === null ? '' : `${value.firstName} ${value.lastName}`;
}

/** « Sites »: the organization's sites (GET /v2/organizations/{id}/sites) and their actions. */
export function SitesTab({
  organization,
  rights,
}: {
  organization: Organization;
  rights: AdminRights;
}) {
  const [opened, setOpened] = useState<Opened>(null);
  const sites = useListOrganizationSites(
    organization.id,
    { limit: PAGE_LIMIT },
    { query: ERROR_SHOWN_INLINE },
  );
  const rows = sites.data?.data.member;
  const columns = useMemo<DataGridProps<Site>['columns']>(
    () => [
      ...contractColumns<Site>(siteContract, {
        order: ['name', 'isActive', 'city', 'zipCode', 'phone', 'agency', 'commercial'],
        hidden: ['organization', 'providers', 'address', 'createdAt', 'updatedAt'],
        overrides: {
          name: { minWidth: 200, flex: 2 },
          isActive: { cellRenderer: StateCell, headerName: text.state },
          agency: { cellRenderer: NamedCell },
          commercial: { cellRenderer: PersonCell },
        },
      }),
      {
        colId: 'actions',
        headerName: text.actions,
        sortable: false,
        filter: false,
        minWidth: 200,
        cellRenderer: ({ data }: SiteCellProps) =>
          data === undefined ? null : (
            <SiteRowActions
              site={data}
              rights={rights}
              onAction={(action, site) => {
                setOpened({ action, site });
              }}
            />
          ),
      },
    ],
    [rights],
  );
  const close = () => {
    setOpened(null);
  };
  return (
    <Stack spacing={2}>
      {rights.mayCreateSite && organization.isActive && (
        <div>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => {
              setOpened({ action: 'create' });
            }}
          >
            {text.createSite}
          </Button>
        </div>
      )}
      <DataGrid
        label={text.sitesGrid}
        rows={rows}
        columns={columns}
        getRowId={(site) => site.id}
        loading={sites.isPending}
        error={sites.isError ? text.sitesLoadFailed : null}
        emptyMessage={text.noSite}
        height={420}
      />
      {(opened?.action === 'create' || opened?.action === 'edit') && (
        <SiteFormDialog
          organizationId={organization.id}
          {...(opened.site === undefined ? {} : { site: opened.site })}
          mayEditCommercial={rights.mayEditCommercial}
          onClose={close}
        />
      )}
      {opened?.action === 'delete' && opened.site !== undefined && (
        <DeleteSiteDialog site={opened.site} sites={rows ?? []} onClose={close} />
      )}
      {opened?.action === 'providers' && opened.site !== undefined && (
        <SiteProvidersDialog
          site={opened.site}
          mayManage={rights.mayManageProviders}
          onClose={close}
        />
      )}
    </Stack>
  );
}
