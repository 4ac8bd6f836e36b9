/** The French name of every screen, for the page title, the analytics and the placeholders. */
export const screenTitles: Readonly<Record<string, string>> = {
  login: 'Connexion',
  profile: 'Mon compte',
  download: 'Téléchargement',
  versions: 'Versions',
  'share-link': 'Lien de partage',
  statistics: 'Statistiques',
  maintenance: 'Maintenance',
  'super-login': 'Se connecter en tant que',
  bin: 'Corbeille',
  workspace: 'Projet',
  'password-edit': 'Nouveau mot de passe',
  'legal-statement': 'Mentions légales',
  'campaign-files': 'Fichiers de la campagne',
  'campaign-administration': 'Administration de la campagne',
  'manage-campaign': 'Préparation de la campagne',
  'campaigns-files-list': 'Fichiers des campagnes',
  'coring-macro-campaigns': 'Macro-campagnes de carottage',
  workspaces: 'Mes projets',
  'organization-administration': "Administration de l'organisation",
  'organizations-administration': 'Administration des organisations',
  'audit-trail': 'Journal d’audit',
  'coring-campaign-map': 'Carte de la campagne de carottage',
  'campaign-deliverables': 'Livrables de la campagne',
  'coring-campaign': 'Campagne de carottage',
  'auscultation-campaign-map': "Carte de la campagne d'auscultation",
  'coring-campaign-dashboard': 'Tableau de bord de la campagne de carottage',
  'coring-campaign-prestations': 'Prestations de la campagne de carottage',
  'auscultation-campaign-dashboard': "Tableau de bord de la campagne d'auscultation",
  index: 'Accueil',
  'coring-campaign-dashboard-guest': 'Tableau de bord de la campagne de carottage (invité)',
  'coring-campaign-map-guest': 'Carte de la campagne de carottage (invité)',
  'macro-campaign-dashboard-guest': 'Macro-campagne (invité)',
  'coring-macro-project-guest': 'Macro-projet (invité)',
  'auscultation-campaign-dashboard-guest': "Tableau de bord de la campagne d'auscultation (invité)",
};

export const routeMessages = {
  productName: 'Chaussée',
  underConstructionTitle: 'En construction',
  underConstruction: (screen: string) =>
    `L'écran « ${screen} » est en construction : il arrive dans une prochaine version de Chaussée.`,
  backToProjects: 'Retour à mes projets',
  loading: 'Chargement…',
} as const;

export function titleOf(routeName: string | undefined): string {
  return (routeName && screenTitles[routeName]) ?? routeMessages.productName;
}
