/** French texts of the uploads (drop zone, progress, refusals). */
export const uploadMessages = {
  hint: 'PDF, images JPG ou PNG, Word, Excel, OpenDocument, CSV, plans DWG ou DXF, archives ZIP',
  noExtension: 'le nom du fichier doit finir par son extension (.pdf, .docx, .dwg…)',
  listLabel: 'Fichiers envoyés',
  total: (done: number, count: number, percent: number) =>
    `${String(done)} sur ${String(count)} ${count > 1 ? 'fichiers' : 'fichier'} · ${String(percent)} %`,
  totalLabel: 'Progression de l’envoi',
  fileProgress: (name: string) => `Envoi de « ${name} »`,
  status: {
    waiting: 'En attente',
    sending: 'Envoi en cours',
    sent: 'Envoyé, enregistrement…',
    recorded: 'Ajouté',
    refused: 'Refusé',
    failed: 'Échec',
    cancelled: 'Annulé',
  },
  cancel: (name: string) => `Annuler l’envoi de « ${name} »`,
  cancelAll: 'Tout annuler',
  clearFinished: 'Effacer la liste',
  recordFailed: 'Les fichiers ont été envoyés mais pas enregistrés :',
} as const;
