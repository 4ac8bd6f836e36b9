/** French labels of the campaign forms (creation in a workspace, edition in its administration). */
export const campaignFormMessages = {
  fields: {
    name: 'Nom de la campagne',
    reference: 'Référence',
    customerReference: 'Référence client',
    description: 'Description',
    startDate: 'Date de début',
    endDate: 'Date de fin',
    engineerId: 'Ingénieur',
    studyManagerId: 'Chargé d’affaires',
    mainCustomerId: 'Client principal',
    technicianIds: 'Techniciens',
    hasCustomerAccess: 'Accès client',
    shouldValidateCustomer: 'Validation du programme par le client',
    distressTypes: 'Dégradations relevées',
    surveyDate: 'Date du relevé',
  },
  engineerHelp: 'Un ingénieur ou un chargé d’affaires est requis.',
} as const;
