import type { Organization } from '@chaussee/sdk/react';
import type { DataGridProps } from '@chaussee/ui';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { contractColumns } from '../../shared/contract/contract-schemas.js';
import { organizationPath } from './admin-paths.js';
import { adminMessages as text } from './messages.js';
import { OrganizationRowActions } from './organization-row-actions.js';
import organizationContract from 'virtual:chaussee-contract-schemas/Organization';

interface OrganizationCellProps {
  data?: Organization;
}

function NameCell({ data }: OrganizationCellProps) {
  if (data === undefined) return null;
  return (
    <Link component={RouterLink} to={organizationPath(data.id)}>
      {data.name}
    </Link>
  );
}

function KindCell({ data }: OrganizationCellProps) {
  if (data === undefined) return null;
  return data.isInternal ? text.internal : text.customer;
}

function StateCell({ data }: OrganizationCellProps) {
  if (data === undefined) return null;
  return data.isActive ? text.active : text.inactive;
}

function ActionsCell({ data }: OrganizationCellProps) {
  return data === undefined ? null : <OrganizationRowActions organization={data} />;
}

/** The organizations grid: the contract's Organization with French headers, links and actions. */
export const organizationColumns: DataGridProps<Organization>['columns'] = [
  ...contractColumns<Organization>(organizationContract, {
    order: ['name', 'isInternal', 'siret', 'zipCode', 'city', 'phone', 'sitesCount', 'usersCount'],
    hidden: ['logoPath', 'address', 'createdAt', 'updatedAt'],
    overrides: {
      name: { cellRenderer: NameCell, minWidth: 220, flex: 2 },
      isInternal: { cellRenderer: KindCell, headerName: text.kind },
      isActive: { cellRenderer: StateCell, headerName: text.state },
    },
  }),
  {
    colId: 'actions',
    headerName: text.actions,
    cellRenderer: ActionsCell,
    sortable: false,
    filter: false,
    minWidth: 100,
  },
];
