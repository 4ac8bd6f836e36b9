/**
 * Every French text of the analyses domain that staff read: why an order cannot leave, and why a
 * result a laboratory gave was left out. The laboratory exchanges' own texts (e-mail, order form,
 * import reasons, provider errors) are in ../laboratory/laboratory-messages.ts.
 */
export const orderMessages = {
  layerWithoutSample: (core: string, layerPosition: number) =>
    `Carotte ${core}, couche ${String(layerPosition)} : aucun échantillon à envoyer. ` +
    'Ajoutez l’échantillon prélevé dans la description de la couche, puis renvoyez la commande.',
  refusedResult: (sampleId: string | null, reason: string) =>
    sampleId === null ? reason : `Résultat de l’échantillon ${sampleId} écarté : ${reason}`,
} as const;

/** Comments of the sample results written from a laboratory's answer. */
export const sampleResultComments = {
  asbestos: (isDetected: boolean) => (isDetected ? 'Amiante détecté' : 'Amiante non détecté'),
} as const;

/** The unit of PAH and TH contents, as laboratories write it. */
export const CONTENT_UNIT = 'mg/kg';
