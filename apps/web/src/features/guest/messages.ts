/** French texts of the screens a share link's guest sees. */
export const guestMessages = {
  readOnly: 'Accès invité en lecture seule à cette campagne.',
  invitedBy: (name: string) => `Partagée par ${name}.`,
  reference: (reference: string) => `Réf. ${reference}`,
} as const;
