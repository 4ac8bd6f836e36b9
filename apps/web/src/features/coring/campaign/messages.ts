/** French texts of a coring campaign's header, navigation and actions. */
export const campaignMessages = {
  breadcrumbProjects: 'Mes projets',
  loadFailedTitle: 'La campagne n’a pas pu être ouverte',
  reference: (reference: string) => `Réf. ${reference}`,
  navigation: 'Pages de la campagne',
  tabs: {
    cores: 'Carottes',
    dashboard: 'Tableau de bord',
    prestations: 'Prestations',
    manage: 'Préparation',
    administration: 'Administration',
  },
  changeStatus: 'Changer le statut',
  moveTo: (status: string) => `Passer à « ${status} »`,
  blocked: {
    coresNotValid: 'Les carottes ne sont pas valides',
    customerValidationMissing: 'Le client n’a pas encore validé le programme',
  },
  endTitle: (status: string) => `Passer la campagne à « ${status} » ?`,
  endMessage: 'La campagne ne pourra plus changer de statut ni recevoir de nouvelles carottes.',
  statusChanged: (status: string) => `Statut de la campagne : ${status}.`,
  startCoring: 'Démarrer le carottage',
  coringStarted: 'Carottage démarré.',
  sendToProvider: 'Envoyer au prestataire',
  sentToProvider: (orders: number) =>
    orders <= 1
      ? 'Commande envoyée au prestataire.'
      : `${orders} commandes envoyées aux prestataires.`,
  validateCores: 'Valider les carottes',
  coresValidated: 'Carottes validées.',
  validateCoresHelp: {
    awaiting_validation: 'Toutes les carottes doivent être renseignées (aucune carotte vide).',
    taken: 'Au moins une carotte non annulée doit être validée.',
  },
  switches: 'Accès et validation du client',
  customerAccess: 'Accès client',
  shouldValidateCustomer: 'Programme à faire valider par le client',
  validateCustomer: 'Programme validé par le client',
  saved: 'Modification enregistrée.',
  shareLink: 'Lien de partage',
  shareTitle: 'Partager la campagne',
  shareHelp:
    'Le lien donne un accès en lecture seule au tableau de bord et à la carte de cette campagne.',
  shareEmail: 'Envoyer le lien à (facultatif)',
  shareMessage: 'Message',
  createLink: 'Créer le lien',
  linkCreated: 'Lien de partage créé.',
  linkLabel: 'Lien de partage de la campagne',
  linkExpires: (date: string) => `Valable jusqu’au ${date}.`,
  copyLink: 'Copier le lien',
  linkCopied: 'Lien copié.',
  close: 'Fermer',
} as const;
