export const superLoginMessages = {
  title: 'Se connecter en tant que',
  help: 'Choisissez un utilisateur pour voir Chaussée comme lui. Un bandeau vous rappelle que vous agissez à sa place ; « Revenir à mon compte » vous rend votre session.',
  search: 'Rechercher un utilisateur',
  actAs: 'Se connecter en tant que',
  noMatch: 'Aucun utilisateur ne correspond à cette recherche.',
  alreadyImpersonating:
    'Vous agissez déjà à la place d’un utilisateur : revenez à votre compte pour en choisir un autre.',
  failed: 'La connexion en tant que cet utilisateur a échoué.',
} as const;
