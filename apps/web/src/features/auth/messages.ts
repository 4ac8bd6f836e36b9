export const authMessages = {
  loginTitle: 'Connexion',
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  signIn: 'Se connecter',
  signingIn: 'Connexion…',
  wrongCredentials: 'Adresse e-mail ou mot de passe incorrect.',
  forgotPassword: 'Mot de passe oublié ?',
  recoveryTitle: 'Mot de passe oublié',
  recoveryHelp:
    'Saisissez votre adresse e-mail : vous recevrez un lien pour choisir un nouveau mot de passe.',
  recoverySend: 'Envoyer le lien',
  recoverySent:
    'Si cette adresse correspond à un compte, un e-mail vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe.',
  backToLogin: 'Retour à la connexion',
  newPasswordTitle: 'Nouveau mot de passe',
  savePassword: 'Enregistrer le mot de passe',
  passwordSaved: 'Votre mot de passe est enregistré : vous pouvez vous connecter.',
  shareLinkOpening: 'Ouverture de la campagne partagée…',
  shareLinkRefusedTitle: 'Lien de partage non valide',
  retry: 'Réessayer',
} as const;
