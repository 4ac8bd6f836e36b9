export const errorMessages = {
  home: "Retour à l'accueil",
  back: 'Revenir à la page précédente',
  unexpected:
    'Une erreur inattendue est survenue. Rechargez la page ; si elle persiste, contactez le support.',
  /** The French title of the statuses a route can end with; others get `otherTitle`. */
  titles: {
    403: 'Accès refusé',
    404: 'Page introuvable',
    500: 'Erreur interne',
  } as Readonly<Record<number, string>>,
  otherTitle: 'Une erreur est survenue',
  notFound: (path: string) =>
    `Aucune page ne correspond à l’adresse ${path}. Elle a peut-être été déplacée, ou le lien est incomplet.`,
} as const;
