import type { OrganizationCreate } from '@chaussee/sdk/react';
import type { FormHints } from '@chaussee/ui';

/** The fields of the organization forms, in their order (a refusal goes under the one it names). */
export const ORGANIZATION_FIELDS = [
  'name',
  'isInternal',
  'siret',
  'address',
  'zipCode',
  'city',
  'phone',
] as const satisfies readonly (keyof OrganizationCreate)[];

export const organizationUiSchema: FormHints = {
  order: ORGANIZATION_FIELDS,
  fields: {
    name: { autocomplete: 'organization' },
    address: { autocomplete: 'street-address' },
    zipCode: { autocomplete: 'postal-code' },
    city: { autocomplete: 'address-level2' },
    phone: { autocomplete: 'tel' },
  },
};
