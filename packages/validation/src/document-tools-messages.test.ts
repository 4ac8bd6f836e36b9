import { describe, expect, it } from 'vitest';
import { createViolation } from './violations.js';

/** The refusals of the PDF tools (merge and split), word for word. */
describe('PDF tools messages', () => {
  it('say why a document cannot be merged or split', () => {
    expect(createViolation('documentsIds.1', 'notAPdf').message).toBe(
      "Ce document n'est pas un PDF : seuls des PDF peuvent être fusionnés ou découpés",
    );
    expect(createViolation('documentsIds.0', 'pdfEncrypted').message).toBe(
      'Ce PDF est protégé (chiffré ou verrouillé par un mot de passe) : enregistrez-en une copie sans protection, déposez-la, puis réessayez',
    );
    expect(createViolation('documentId', 'pdfUnreadable').message).toBe(
      'Ce PDF est endommagé ou illisible : il ne peut pas être fusionné ni découpé',
    );
    expect(createViolation('documentsIds', 'pdfTooLarge', 50).message).toBe(
      'Les PDF à traiter dépassent 50 Mo au total : traitez-en moins à la fois',
    );
    expect(createViolation('documentsIds.2', 'documentsOfOneCampaign').message).toBe(
      'Tous les documents doivent appartenir à la même campagne',
    );
  });

  it('say what is wrong with the pages asked of a split', () => {
    expect(createViolation('documentId', 'pdfTooManyPages', 1000).message).toBe(
      'Ce PDF a plus de 1000 pages : indiquez les plages de pages à extraire',
    );
    expect(createViolation('ranges.0.to', 'pageRangeOrder').message).toBe(
      'La dernière page de la plage doit suivre la première',
    );
    expect(createViolation('ranges.1.to', 'pageBeyondDocument', 4).message).toBe(
      "Le document n'a que 4 pages",
    );
  });
});
