import { demoId } from './demo-ids.js';

/*
 * The organizations of the demo: the engineering office (two agencies, three sites) and two
 * customers, a département and a city. The customer demo accounts belong to the département; the
 * city's projects are the visible example of « not a member ».
 */

export const DEMO_ORGANIZATIONS = {
  office: { id: demoId('organization:office'), name: 'Chaussée Ingénierie', isInternal: true },
  isere: { id: demoId('organization:isere'), name: 'Département de l’Isère', isInternal: false },
  grenoble: { id: demoId('organization:grenoble'), name: 'Ville de Grenoble', isInternal: false },
} as const;

export const DEMO_AGENCIES = {
  rhoneAlpes: {
    id: demoId('agency:rhone-alpes'),
    organizationId: DEMO_ORGANIZATIONS.office.id,
    name: 'Agence Rhône-Alpes',
  },
  auvergne: {
    id: demoId('agency:auvergne'),
    organizationId: DEMO_ORGANIZATIONS.office.id,
    name: 'Agence Auvergne',
  },
} as const;

export const DEMO_SITES = {
  lyon: {
    id: demoId('site:office-lyon'),
    organizationId: DEMO_ORGANIZATIONS.office.id,
    agencyId: DEMO_AGENCIES.rhoneAlpes.id,
    name: 'Agence de Lyon',
  },
  grenobleOffice: {
    id: demoId('site:office-grenoble'),
    organizationId: DEMO_ORGANIZATIONS.office.id,
    agencyId: DEMO_AGENCIES.rhoneAlpes.id,
    name: 'Agence de Grenoble',
  },
  clermont: {
    id: demoId('site:office-clermont'),
    organizationId: DEMO_ORGANIZATIONS.office.id,
    agencyId: DEMO_AGENCIES.auvergne.id,
    name: 'Agence de Clermont-Ferrand',
  },
  isereMobilites: {
    id: demoId('site:isere-mobilites'),
    organizationId: DEMO_ORGANIZATIONS.isere.id,
    agencyId: DEMO_AGENCIES.rhoneAlpes.id,
    name: 'Direction des mobilités',
  },
  isereGresivaudan: {
    id: demoId('site:isere-gresivaudan'),
    organizationId: DEMO_ORGANIZATIONS.isere.id,
    agencyId: DEMO_AGENCIES.rhoneAlpes.id,
    name: 'Territoire du Grésivaudan',
  },
  grenobleEspacePublic: {
    id: demoId('site:grenoble-espace-public'),
    organizationId: DEMO_ORGANIZATIONS.grenoble.id,
    agencyId: DEMO_AGENCIES.rhoneAlpes.id,
    name: 'Direction de l’espace public',
  },
} as const;

/** A demo account's id, from its address. */
export function demoUserId(email: string): string {
  return demoId(`user:${email}`);
}

/** The office's PDF report layout, the default of every report (spec section 3 « PDF parameters »). */
export const DEMO_PDF_PARAMETERS = {
  id: demoId('pdf-parameters:office'),
  organizationId: DEMO_ORGANIZATIONS.office.id,
  name: 'Charte Chaussée Ingénierie',
  headerText: 'Chaussée Ingénierie – Bureau d’études routières',
  footerText: 'Chaussée Ingénierie · Agence de Lyon · Document établi pour son destinataire',
  withCoverImage: false,
} as const;
