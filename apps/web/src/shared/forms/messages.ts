/** French texts of the form pieces shared by several features. */
export const formMessages = {
  newPassword: 'Nouveau mot de passe',
  confirmPassword: 'Confirmez le nouveau mot de passe',
  passwordsDiffer: 'Les deux mots de passe ne sont pas identiques.',
  close: 'Fermer',
} as const;
