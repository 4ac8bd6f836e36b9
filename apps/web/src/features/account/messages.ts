export const accountMessages = {
  title: 'Mon compte',
  identityTitle: 'Identité',
  save: 'Enregistrer',
  saved: 'Modifications enregistrées.',
  emailTitle: 'Adresse e-mail',
  emailHelp: "L'adresse e-mail sert d'identifiant pour vous connecter.",
  changeEmail: "Changer l'adresse e-mail",
  emailChanged: 'Adresse e-mail modifiée.',
  avatarTitle: 'Photo de profil',
  avatarRules: 'Format JPG ou PNG, 1 Mo au maximum.',
  chooseAvatar: 'Choisir une photo',
  avatarSaved: 'Photo de profil enregistrée.',
  passwordTitle: 'Mot de passe',
  changePassword: 'Changer le mot de passe',
  passwordChanged: 'Mot de passe modifié.',
  readOnlyAccount:
    'Votre compte est en lecture seule : ses paramètres ne peuvent pas être modifiés. Pour choisir un nouveau mot de passe, utilisez « Mot de passe oublié ? » sur la page de connexion.',
} as const;
