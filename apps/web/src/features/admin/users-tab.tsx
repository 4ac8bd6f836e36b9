import { userTypeOf } from '@chaussee/permissions';
import { useListUsers, type Organization, type User } from '@chaussee/sdk/react';
import { DataGrid, type DataGridProps } from '@chaussee/ui';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import { contractColumns } from '../../shared/contract/contract-schemas.js';
import type { AdminRights } from './admin-rights.js';
import { adminMessages as text } from './messages.js';
import { creatableTypes } from './user-form.js';
import { UserFormDialog } from './user-form-dialog.js';
import { UserRowActions } from './user-row-actions.js';
import userContract from 'virtual:chaussee-contract-schemas/User';

const PAGE_LIMIT = 200;

type Opened = { kind: 'create' } | { kind: 'edit'; user: User } | null;

function SitesCell({ data }: { data?: User }) {
  return data === undefined ? '' : data.sites.map((site) => site.name).join(', ');
}

/** « Utilisateurs »: the organization's accounts (GET /v2/users?organizationId=) and their actions. */
export function UsersTab({
  organization,
  rights,
}: {
  organization: Organization;
  rights: AdminRights;
}) {
  const [opened, setOpened] = useState<Opened>(null);
  const users = useListUsers(
    { organizationId: organization.id, limit: PAGE_LIMIT },
    { query: ERROR_SHOWN_INLINE },
  );
  const types = useMemo(
    () => (organization.isActive ? creatableTypes(rights.actor, organization) : []),
    [rights.actor, organization],
  );
  const columns = useMemo<DataGridProps<User>['columns']>(
    () => [
      ...contractColumns<User>(userContract, {
        order: ['lastName', 'firstName', 'email', 'roles', 'job', 'sites', 'lastLoginAt'],
        hidden: [
          'profilePicturePath',
          'organization',
          'agencies',
          'phone',
          'createdAt',
          'updatedAt',
        ],
        overrides: { sites: { cellRenderer: SitesCell } },
      }),
      {
        colId: 'actions',
        headerName: text.actions,
        sortable: false,
        filter: false,
        minWidth: 200,
        cellRenderer: ({ data }: { data?: User }) =>
          data === undefined ? null : (
            <UserRowActions
              user={data}
              rights={rights}
              onEdit={(user) => {
                setOpened({ kind: 'edit', user });
              }}
            />
          ),
      },
    ],
    [rights],
  );
  return (
    <Stack spacing={2}>
      {types.length > 0 && (
        <div>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => {
              setOpened({ kind: 'create' });
            }}
          >
            {text.createUser}
          </Button>
        </div>
      )}
      <DataGrid
        label={text.usersGrid}
        rows={users.data?.data.member}
        columns={columns}
        getRowId={(user) => user.id}
        loading={users.isPending}
        error={users.isError ? text.usersLoadFailed : null}
        emptyMessage={text.noUser}
        height={420}
      />
      {opened?.kind === 'create' && (
        <UserFormDialog
          organization={organization}
          types={types}
          onClose={() => {
            setOpened(null);
          }}
        />
      )}
      {opened?.kind === 'edit' && (
        <UserFormDialog
          organization={organization}
          types={[userTypeOf(opened.user.roles, opened.user.job)]}
          edited={{
            user: opened.user,
            userType: userTypeOf(opened.user.roles, opened.user.job),
          }}
          onClose={() => {
            setOpened(null);
          }}
        />
      )}
    </Stack>
  );
}
