/** French texts of a coring campaign's prestations page. Enum labels come from @chaussee/validation. */
export const prestationsMessages = {
  ordersTitle: 'Commandes au laboratoire',
  ordersLabel: 'Commandes au laboratoire de la campagne',
  noOrder: 'Aucune commande envoyée pour l’instant',
  providerChooses: 'Au choix du prestataire',
  analysesTitle: 'Prestations demandées',
  analysesLabel: 'Prestations demandées sur les couches',
  noAnalysis: 'Aucune prestation demandée',
  analysesFailed: 'Les prestations n’ont pas pu être chargées.',
  notOrdered: 'Non commandée',
  askPrestations: 'Demander des prestations',
  askTitle: 'Demander des prestations sur les couches',
  askHelp:
    'Choisissez, pour chaque couche, une prestation parmi celles prévues pour la campagne et leur prestataire.',
  noOfferedPrestation:
    'Aucune prestation n’est prévue pour la campagne : choisissez les prestataires et prestations dans la préparation.',
  askFields: {
    prestations: 'Prestations à demander',
    layerId: 'Couche',
    prestationId: 'Prestation et prestataire',
  },
  ask: 'Demander',
  asked: (count: number) =>
    count <= 1 ? 'Prestation demandée.' : `${count} prestations demandées.`,
  layerChoice: (core: string, position: number, name: string | null, type: string) =>
    `Carotte ${core} · couche ${position}${name === null ? '' : ` (${name})`} · ${type}`,
  prestationChoice: (prestation: string, provider: string, laboratory: string | null) =>
    `${prestation} · ${provider}${laboratory === null ? '' : ` · ${laboratory}`}`,
  cancelPending: 'Annuler les prestations non envoyées',
  cancelPendingTitle: 'Annuler les prestations non envoyées ?',
  cancelPendingMessage:
    'Les prestations demandées qui n’ont pas encore été commandées seront annulées.',
  cancelledPending: (count: number) =>
    count <= 1 ? `${count} prestation annulée.` : `${count} prestations annulées.`,
  fetchResults: 'Récupérer les résultats du prestataire',
  reportTitle: 'Résultats récupérés auprès des prestataires',
  reportResults: (count: number) =>
    count <= 1 ? `${count} résultat importé.` : `${count} résultats importés.`,
  reportStatus: (status: string) => `Statut de la campagne : ${status}.`,
  reportOrders: 'Commandes mises à jour',
  reportOrder: (provider: string, reference: string | null) =>
    reference === null ? provider : `${provider} · ${reference}`,
  reportErrors: 'Commandes en erreur',
  reportNoError: 'Aucune erreur.',
  importTitle: 'Importer un fichier de résultats',
  importHelp:
    'Pour un laboratoire sans API : le fichier CSV ou Excel (.xlsx) qu’il a renvoyé pour une commande envoyée.',
  importOrder: 'Commande',
  importHint: 'Fichier CSV ou Excel (.xlsx) du laboratoire',
  importing: 'Import en cours…',
  noSentOrder: 'Aucune commande envoyée n’attend de résultats.',
  fileReportTitle: 'Rapport d’import du fichier',
  fileReportSummary: (accepted: number, refused: number, format: string) =>
    `${accepted} ligne(s) acceptée(s), ${refused} ligne(s) refusée(s) (fichier ${format.toUpperCase()}).`,
  refusedLines: 'Lignes refusées',
  refusedColumns: { line: 'Ligne', sampleId: 'Identifiant échantillon', reason: 'Motif' },
  storedResults: 'Résultats enregistrés',
  storedResult: (index: number) => `Échantillon ${index}`,
  importFailed: (reason: string) => `Le fichier n’a pas été importé. ${reason}`,
  resultsTitle: 'Résultats par couche',
  resultsLabel: 'Résultats amiante, HAP et HCT par couche',
  noResults: 'Aucune couche décrite pour l’instant',
  resultsFailed: 'Les résultats n’ont pas pu être chargés.',
  resultColumns: {
    core: 'Carotte',
    asbestos: 'Amiante',
    PAH: 'HAP',
    TH: 'HCT',
  },
} as const;
