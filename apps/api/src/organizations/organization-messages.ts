/**
 * The details of this domain's refusals that spec section 8 does not list (English like the
 * server messages; the web app chooses its French by the problem's code). The section 8 ones come
 * from `serverDetails` of @chaussee/validation.
 */
export const ORGANIZATION_DETAILS = {
  alreadyDeactivated: 'The organization is already deactivated.',
  officeNotDeactivatable: 'The engineering office (isInternal) cannot be deactivated.',
  noLogo: 'The organization has no logo.',
  siteStaysInItsOrganization: 'A site cannot move to another organization.',
  providerAlreadyEnabled: 'The provider is already enabled for the site.',
  fallbackSitesDiffer: 'The query and the body name different fallback sites.',
} as const;
