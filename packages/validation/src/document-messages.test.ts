import { describe, expect, it } from 'vitest';
import { problemToFrench } from './server-messages.js';
import { requestMessages } from './messages.js';
import { createViolation } from './violations.js';

/** The refusals of a campaign's file manager (issue 21), word for word. */
describe('File manager messages', () => {
  it('say why an uploaded file is refused', () => {
    expect(createViolation('files.1', 'documentTooLarge', 200).message).toBe(
      'Le fichier ne doit pas dépasser 200 Mo',
    );
    expect(createViolation('files.2', 'uploadTooLarge', 1024).message).toBe(
      "L'envoi dépasse 1024 Mo au total : envoyez les fichiers en plusieurs fois",
    );
    expect(createViolation('file', 'documentType').message).toBe(
      "Ce type de fichier n'est pas accepté : PDF, PNG, JPEG, DOCX, XLSX, ODT, ODS, CSV, DWG, DXF ou ZIP uniquement",
    );
    expect(createViolation('file', 'documentContent').message).toBe(
      "Le contenu de ce fichier ne correspond pas à son extension (un fichier renommé n'est pas accepté)",
    );
    expect(createViolation('files.0', 'documentName').message).toBe(
      'Le nom de ce fichier est vide une fois retirés les chemins et les caractères de contrôle',
    );
  });

  it('say that an upload form must give its fields first', () => {
    expect(requestMessages.fieldAfterFile).toBe(
      "Le formulaire d'envoi doit donner ses champs (campagne, catégorie) avant les fichiers. Renvoyez-le dans cet ordre.",
    );
    expect(problemToFrench({ code: 'bad_request', detail: requestMessages.fieldAfterFile })).toBe(
      requestMessages.fieldAfterFile,
    );
  });

  it('ask for the password of a protected download link', () => {
    expect(problemToFrench({ code: 'download_password_required' })).toBe(
      'Ce lien est protégé par un mot de passe : saisissez-le pour voir les fichiers.',
    );
    expect(problemToFrench({ code: 'download_password_invalid' })).toBe(
      "Le mot de passe n'est pas le bon. Vérifiez-le auprès de la personne qui vous a envoyé le lien.",
    );
  });
});
