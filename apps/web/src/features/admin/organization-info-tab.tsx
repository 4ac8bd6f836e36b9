import {
  getGetOrganizationQueryKey,
  getOrganization,
  updateOrganization,
  getListOrganizationsQueryKey,
  useUpdateOrganization,
  type Organization,
  type OrganizationUpdate,
} from '@chaussee/sdk/react';
import { SchemaForm, toast } from '@chaussee/ui';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { staleVersionChoices } from '../../shared/api/stale-version-choices.js';
import { StaleVersionGuard } from '../../shared/api/stale-version-guard.js';
import { contractForm } from '../../shared/contract/contract-schemas.js';
import { formRefusalOf, noRefusal } from '../../shared/forms/form-refusal.js';
import type { AdminRights } from './admin-rights.js';
import { adminMessages as text } from './messages.js';
import { ORGANIZATION_FIELDS, organizationUiSchema } from './organization-form.js';
import { OrganizationLogo } from './organization-logo.js';
import organizationUpdateContract from 'virtual:chaussee-contract-schemas/OrganizationUpdate';

const form = contractForm(organizationUpdateContract);
// A customer supervisor edits their organization's information, never its kind (server rule).
const formWithoutKind = contractForm(organizationUpdateContract, {
  fields: ORGANIZATION_FIELDS.filter((field) => field !== 'isInternal'),
});

function draftOf(organization: Organization): OrganizationUpdate {
  return {
    name: organization.name,
    isInternal: organization.isInternal,
    siret: organization.siret,
    address: organization.address,
    zipCode: organization.zipCode,
    city: organization.city,
    phone: organization.phone,
  };
}

/** « Informations »: PUT /organizations/{id} from the contract's OrganizationUpdate, and the logo. */
export function OrganizationInfoTab({
  organization,
  rights,
}: {
  organization: Organization;
  rights: AdminRights;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<OrganizationUpdate>(() => draftOf(organization));
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetOrganizationQueryKey(organization.id) }),
      queryClient.invalidateQueries({ queryKey: getListOrganizationsQueryKey() }),
    ]);
  const saved = async () => {
    toast.success(text.organizationSaved);
    await refresh();
  };
  const update = useUpdateOrganization({
    mutation: { meta: { isErrorShownInline: true }, onSuccess: saved },
  });
  const stale = staleVersionChoices({
    save: update,
    reload: async () => {
      const current = await getOrganization(organization.id);
      setDraft(draftOf(current.data));
      await refresh();
    },
    resend: ({ id, data }, request) => updateOrganization(id, data, request),
    onSaved: saved,
  });
  const refusal = update.isError
    ? formRefusalOf<OrganizationUpdate>(update.error, ORGANIZATION_FIELDS)
    : noRefusal;
  const used = rights.mayChangeKind ? form : formWithoutKind;
  const { isInternal, ...withoutKind } = draft;
  const shown = rights.mayChangeKind ? { isInternal, ...withoutKind } : withoutKind;
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <StaleVersionGuard {...stale} />
      <SchemaForm<OrganizationUpdate>
        schema={used.schema}
        uiSchema={used.uiSchema(organizationUiSchema)}
        formData={shown}
        disabled={!rights.mayEditInfo}
        onChange={(data) => {
          if (data !== undefined) setDraft(data);
        }}
        submitLabel={text.save}
        submitting={update.isPending}
        error={refusal.message}
        extraErrors={refusal.fields}
        onSubmit={(data) => {
          if (data !== undefined && rights.mayEditInfo) {
            update.mutate({ id: organization.id, data });
          }
        }}
      />
      <OrganizationLogo organization={organization} mayChange={rights.mayEditInfo} />
    </Stack>
  );
}
