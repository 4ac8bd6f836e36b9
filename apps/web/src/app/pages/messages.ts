export const errorMessages = {
  home: "Retour à l'accueil",
  unexpected:
    'Une erreur inattendue est survenue. Rechargez la page ; si elle persiste, contactez le support.',
} as const;
