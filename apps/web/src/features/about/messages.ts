import type { VersionProduct } from '@chaussee/sdk/react';

export const aboutMessages = {
  legalTitle: 'Mentions légales',
  legalSections: [
    {
      heading: 'Éditeur',
      text: "Chaussée est une plateforme d'investigation des chaussées : campagnes de carottage, analyses de laboratoire (amiante, HAP, HCT) et auscultations.",
    },
    {
      heading: 'Données personnelles',
      text: 'Les données de votre compte (nom, adresse e-mail, rôle) servent uniquement à vous donner accès aux projets et campagnes auxquels vous êtes affecté. Vous pouvez les consulter et les modifier depuis « Mon compte ».',
    },
    {
      heading: 'Mesure d’audience',
      text: "Lorsqu'elle est activée, la mesure d'audience ne reçoit que l'adresse des pages consultées, sans identifiant de projet ni donnée métier.",
    },
  ],
  versionsTitle: 'Versions',
  products: {
    web: 'Application web',
    api: 'API',
    mobile: 'Application mobile',
  } satisfies Record<VersionProduct, string>,
  webVersion: (version: string) => `Application web : version ${version}`,
  noVersions: 'Aucune version publiée pour le moment.',
  releasedOn: (date: string) => `publiée le ${date}`,
  loadFailed: 'Impossible de charger les versions.',
} as const;
