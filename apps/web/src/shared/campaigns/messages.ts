/** French screen texts of the campaign forms; the field labels are the catalogue's. */
export const campaignFormMessages = {
  engineerHelp: 'Un ingénieur ou un chargé d’affaires est requis.',
} as const;
