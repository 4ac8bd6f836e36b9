/** French texts of the public download page (/download?token=…). */
export const downloadMessages = {
  title: 'Téléchargement',
  missingToken:
    'Ce lien de téléchargement est incomplet : ouvrez le lien reçu par e-mail en entier.',
  unknownLink:
    'Ce lien de téléchargement n’existe pas. Vérifiez que vous avez copié l’adresse en entier, ou demandez un nouveau lien.',
  failureTitle: 'Ce lien ne peut pas être ouvert',
  sharedBy: (campaign: string, count: number) =>
    `Documents de la campagne « ${campaign} » (${String(count)} ${count > 1 ? 'fichiers' : 'fichier'}).`,
  expiresOn: (date: string) => `Lien valable jusqu’au ${date}.`,
  download: 'Télécharger',
  downloadFile: (name: string) => `Télécharger « ${name} »`,
  downloadAll: 'Tout télécharger (zip)',
  zipFailed: 'Le zip n’a pas pu être préparé.',
  empty: 'Ce lien ne partage aucun fichier.',
  loading: 'Chargement des fichiers…',
  filesLabel: 'Fichiers partagés',
  // The password prompt
  passwordTitle: 'Lien protégé',
  passwordHelp: 'La personne qui a partagé ces fichiers les a protégés par un mot de passe.',
  passwordLabel: 'Mot de passe',
  open: 'Ouvrir',
} as const;
