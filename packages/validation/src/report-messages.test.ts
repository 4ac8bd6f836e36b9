import { describe, expect, it } from 'vitest';
import { createViolation } from './violations.js';

/** The refusals of the reports, the background exports and multipart text fields, word for word. */
describe('Reports and exports messages', () => {
  it('say why a report or an export cannot be made as asked', () => {
    expect(createViolation('format', 'exportFormatUnavailable').message).toBe(
      "Cet export n'existe qu'en CSV (les fichiers sont réunis dans un zip) : choisissez le format CSV",
    );
    expect(createViolation('cores.1', 'coreOfAnotherCampaign').message).toBe(
      "Cette carotte n'appartient pas à cette campagne",
    );
    expect(createViolation('stream', 'saveOrStream').message).toBe(
      'Choisissez au moins une action : enregistrer le rapport ou le télécharger',
    );
  });

  it('says a multipart text field was not UTF-8', () => {
    expect(createViolation('name', 'undecodableText').message).toBe(
      "Ce texte contient des caractères illisibles (des octets qui ne sont pas de l'UTF-8 valide) : saisissez-le à nouveau",
    );
  });
});
