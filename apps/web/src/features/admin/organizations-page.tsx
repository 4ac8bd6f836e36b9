import { useAbility } from '@chaussee/permissions/react';
import { useListOrganizations } from '@chaussee/sdk/react';
import { DataGrid, PageHeader } from '@chaussee/ui';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import { lazyAfterPaint } from '../../shared/lazy/lazy-after-paint.js';
import { adminMessages as text } from './messages.js';
import { organizationColumns } from './organization-columns.js';
import { filterOrganizations } from './organization-filter.js';

// The form (react-jsonschema-form, ajv, the contract's schemas) loads when the dialog opens.
const CreateOrganizationDialog = lazyAfterPaint(
  async () => (await import('./create-organization-dialog.js')).CreateOrganizationDialog,
  null,
);

/** The most organizations one page of GET /organizations answers (the contract's maximum). */
const PAGE_LIMIT = 200;

/**
 * `/admin/organizations`: the organizations the caller sees (the engineering office and the
 * customers; a supervisor only theirs, the server decides), searched in the browser, created and
 * deactivated by those who may.
 */
export function OrganizationsPage() {
  const ability = useAbility();
  const [search, setSearch] = useState('');
  const [isCreating, setCreating] = useState(false);
  const organizations = useListOrganizations({ limit: PAGE_LIMIT }, { query: ERROR_SHOWN_INLINE });
  const all = organizations.data?.data.items;
  const rows = useMemo(
    () => (all === undefined ? undefined : filterOrganizations(all, search)),
    [all, search],
  );
  return (
    <>
      <PageHeader
        title={text.organizationsTitle}
        actions={
          ability.can('create', 'Organization') && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => {
                setCreating(true);
              }}
            >
              {text.createOrganization}
            </Button>
          )
        }
      />
      <TextField
        type="search"
        size="small"
        label={text.search}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
        }}
        sx={{ mb: 2, minWidth: 320 }}
      />
      <DataGrid
        label={text.organizationsGrid}
        rows={rows}
        columns={organizationColumns}
        getRowId={(organization) => organization.id}
        loading={organizations.isPending}
        error={organizations.isError ? text.loadFailed : null}
        emptyMessage={search.trim() === '' ? text.noOrganization : text.noMatch}
        height={560}
      />
      {isCreating && (
        <CreateOrganizationDialog
          onClose={() => {
            setCreating(false);
          }}
        />
      )}
    </>
  );
}
