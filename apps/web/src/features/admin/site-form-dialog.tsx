import {
  getListOrganizationSitesQueryKey,
  listOrganizationSites,
  updateSite,
  useCreateSite,
  useListAgencies,
  useListUsers,
  useUpdateSite,
  type Site,
  type SiteCreate,
} from '@chaussee/sdk/react';
import { SchemaForm, toast, type FormHints } from '@chaussee/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { staleVersionChoices } from '../../shared/api/stale-version-choices.js';
import { StaleVersionGuard } from '../../shared/api/stale-version-guard.js';
import { readAtVersion } from '../../shared/api/stale-version.js';
import { contractForm } from '../../shared/contract/contract-schemas.js';
import { namedChoices, userChoices } from '../../shared/forms/choices.js';
import { FormDialog } from '../../shared/forms/form-dialog.js';
import { formRefusalOf, noRefusal } from '../../shared/forms/form-refusal.js';
import { adminMessages as text } from './messages.js';
import siteCreateContract from 'virtual:chaussee-contract-schemas/SiteCreate';
import siteUpdateContract from 'virtual:chaussee-contract-schemas/SiteUpdate';

const SELECT_LIMIT = 200;
const SITE_FIELDS = [
  'name',
  'address',
  'zipCode',
  'city',
  'phone',
  'agencyId',
  'commercialId',
  'organizationId',
] as const satisfies readonly (keyof SiteCreate)[];
/** The agency and the commercial contact need « edit commercial » (the server keeps them else). */
const CONTACT_FIELDS: readonly (keyof SiteCreate)[] = SITE_FIELDS.filter(
  (field) => field !== 'agencyId' && field !== 'commercialId',
);
const forms = {
  create: {
    full: contractForm(siteCreateContract, { fields: SITE_FIELDS }),
    contact: contractForm(siteCreateContract, { fields: CONTACT_FIELDS }),
  },
  edit: {
    full: contractForm(siteUpdateContract, { fields: SITE_FIELDS }),
    contact: contractForm(siteUpdateContract, { fields: CONTACT_FIELDS }),
  },
};

function draftOf(site: Site): SiteCreate {
  return {
    name: site.name,
    organizationId: site.organizationId,
    address: site.address,
    zipCode: site.zipCode,
    city: site.city,
    phone: site.phone,
    agencyId: site.agency?.id ?? null,
    commercialId: site.commercial?.id ?? null,
  };
}

interface SiteFormDialogProps {
  organizationId: string;
  /** The site edited; a new site when absent. */
  site?: Site;
  mayEditCommercial: boolean;
  onClose: () => void;
}

/**
 * POST /sites or PUT /sites/{id} from the contract's SiteCreate or SiteUpdate: the name, the
 * contact fields and, for those with « edit commercial », the agency and the commercial contact.
 */
export function SiteFormDialog({
  organizationId,
  site,
  mayEditCommercial,
  onClose,
}: SiteFormDialogProps) {
  const queryClient = useQueryClient();
  const agencies = useListAgencies(
    { limit: SELECT_LIMIT },
    { query: { enabled: mayEditCommercial } },
  );
  const commercials = useListUsers(
    { job: 'commercial', limit: SELECT_LIMIT },
    { query: { enabled: mayEditCommercial } },
  );
  const refreshList = () =>
    queryClient.invalidateQueries({ queryKey: getListOrganizationSitesQueryKey(organizationId) });
  const onSuccess = async () => {
    toast.success(site === undefined ? text.siteCreated : text.siteSaved);
    await refreshList();
    onClose();
  };
  const mutation = { meta: { isErrorShownInline: true }, onSuccess };
  // What the user typed, or the site as reloaded after a stale save; the site given until then.
  const [draft, setDraft] = useState<Partial<SiteCreate> | null>(null);
  // The version of the site shown: a site is read only in its organization's list, which answers
  // no tag for the SDK to remember, so the save names the version the list gave (Site.version).
  const [version, setVersion] = useState(site?.version);
  const create = useCreateSite({ mutation });
  const update = useUpdateSite({
    mutation,
    request: version === undefined ? undefined : readAtVersion(version),
  });
  const stale = staleVersionChoices({
    save: update,
    reload: async () => {
      const sites = await listOrganizationSites(organizationId, { limit: SELECT_LIMIT });
      const current = sites.data.member.find((listed) => listed.id === site?.id);
      if (current !== undefined) {
        setDraft(draftOf(current));
        setVersion(current.version);
      }
      await refreshList();
    },
    resend: ({ id, data }, request) => updateSite(id, data, request),
    onSaved: onSuccess,
  });
  const running = site === undefined ? create : update;
  const form = (site === undefined ? forms.create : forms.edit)[
    mayEditCommercial ? 'full' : 'contact'
  ];
  const hints: FormHints = {
    order: SITE_FIELDS.filter((field) => mayEditCommercial || CONTACT_FIELDS.includes(field)),
    fields: {
      organizationId: { widget: 'hidden' },
      agencyId: { choices: namedChoices(agencies.data?.data.items ?? []) },
      commercialId: { choices: userChoices(commercials.data?.data.member ?? []) },
      zipCode: { autocomplete: 'postal-code' },
      phone: { autocomplete: 'tel' },
    },
  };
  const refusal = running.isError
    ? formRefusalOf<SiteCreate>(running.error, SITE_FIELDS)
    : noRefusal;
  // A new site starts without a name, so that leaving it empty reads « required ».
  const initial: Partial<SiteCreate> =
    draft ?? (site === undefined ? { organizationId } : draftOf(site));
  const { agencyId, commercialId, ...contact } = initial;
  return (
    <FormDialog
      open
      title={site === undefined ? text.createSiteTitle : text.editSiteTitle(site.name)}
      busy={running.isPending}
      onClose={onClose}
    >
      <StaleVersionGuard {...stale} />
      <SchemaForm<Partial<SiteCreate>>
        schema={form.schema}
        uiSchema={form.uiSchema(hints)}
        formData={mayEditCommercial ? { ...contact, agencyId, commercialId } : contact}
        onChange={(data) => {
          if (data !== undefined) setDraft(data);
        }}
        submitLabel={site === undefined ? text.create : text.save}
        loading={mayEditCommercial && (agencies.isPending || commercials.isPending)}
        submitting={running.isPending}
        error={refusal.message}
        extraErrors={refusal.fields}
        onSubmit={(data) => {
          if (data?.name === undefined) return;
          const body = { ...data, name: data.name, organizationId };
          if (site === undefined) create.mutate({ data: body });
          else update.mutate({ id: site.id, data: body });
        }}
      />
    </FormDialog>
  );
}
