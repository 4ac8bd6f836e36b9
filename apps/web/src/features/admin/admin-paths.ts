/** The administration page of one organization (route organization-administration). */
export function organizationPath(id: string): string {
  return `/admin/organizations/${id}`;
}
