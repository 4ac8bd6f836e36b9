export const accountMessages = {
  title: 'Mon compte',
  identityTitle: 'Identité',
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'Adresse e-mail',
  emailHelp:
    "L'adresse e-mail sert d'identifiant : pour la changer, demandez-le à votre administrateur.",
  save: 'Enregistrer',
  saved: 'Modifications enregistrées.',
  avatarTitle: 'Photo de profil',
  avatarRules: 'Format JPG ou PNG, 1 Mo au maximum.',
  chooseAvatar: 'Choisir une photo',
  avatarSaved: 'Photo de profil enregistrée.',
  passwordTitle: 'Mot de passe',
  currentPassword: 'Mot de passe actuel',
  changePassword: 'Changer le mot de passe',
  passwordChanged: 'Mot de passe modifié.',
} as const;
