/**
 * The French texts the background exports write for the user: the reason of a failed export
 * (CampaignDownload.failureMessage) and the title of the document it ends as. One place to review.
 */
export const downloadTexts = {
  /** An export that broke for a reason the user cannot fix (the server logs the cause). */
  failed:
    "L'export n'a pas pu être préparé à cause d'une erreur du serveur. Relancez-le ; si l'erreur se répète, contactez l'administrateur de la plateforme.",
  /** The campaign is of a type whose raw data has no export yet (only coring campaigns have one). */
  noRawData: "Cette campagne n'a pas de données brutes exportables.",
  /** Tried too many times: each attempt's process stopped before the export was written. */
  tooManyAttempts:
    "L'export a été interrompu plusieurs fois (redémarrages du serveur). Relancez-le.",
  /** The title of the document a raw data export ends as. */
  rawDataTitle: (campaignName: string) => `${campaignName} - données brutes`,
} as const;
