export const downloadMessages = {
  title: 'Téléchargement',
  missingToken:
    'Ce lien de téléchargement est incomplet : ouvrez le lien reçu par e-mail en entier.',
  sharedBy: (campaign: string, count: number) =>
    `Documents de la campagne « ${campaign} » (${count} ${count > 1 ? 'fichiers' : 'fichier'}).`,
  expiresOn: (date: string) => `Lien valable jusqu'au ${date}.`,
  download: 'Télécharger',
  empty: 'Ce lien ne partage aucun fichier.',
  loading: 'Chargement des fichiers…',
} as const;
