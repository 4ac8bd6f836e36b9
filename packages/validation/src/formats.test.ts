import { describe, expect, it } from 'vitest';
import { validate } from './validate.js';

/** The violations of one string field `value` with the given format. */
function violationsOf(format: string, value: string) {
  const schema = { type: 'object', properties: { value: { type: 'string', format } } };
  return validate(schema, { value });
}

function expectValid(format: string, values: string[]) {
  for (const value of values) expect(violationsOf(format, value), value).toEqual([]);
}

function expectMessage(format: string, values: string[], code: string, message: string) {
  for (const value of values) {
    expect(violationsOf(format, value), value).toEqual([{ propertyPath: 'value', code, message }]);
  }
}

describe('custom formats', () => {
  it('password: 8 characters with an uppercase, a lowercase, a digit and one of !@#$%^&*', () => {
    expectValid('password', ['Abcdef1!', 'Chaussée2024#', 'xY9^xxxxxxxxxxxxxxxx']);
    expectMessage(
      'password',
      [
        'abcdef1!', // no uppercase
        'ABCDEF1!', // no lowercase
        'Abcdefg!', // no digit
        'Abcdefg1', // no special character
        'Abcdef1?', // a special character outside !@#$%^&*
        'Abcde1!', // 7 characters
        '',
      ],
      'password',
      'Min. 8 caractères avec au moins une lettre majuscule, un chiffre et un caractère spécial.',
    );
  });

  it('fr-phone: a French phone number, grouped or not, national or international', () => {
    expectValid('fr-phone', [
      '0612345678',
      '+33612345678',
      '06 12 34 56 78',
      '06.12.34.56.78',
      '06-12-34-56-78',
      '+33 6 12 34 56 78',
      '0033612345678',
      '0123456789',
    ]);
    expectMessage(
      'fr-phone',
      ['061234567', '06123456789', '0012345678', '+3361234567', '+44612345678', '06 12 34 56 7a'],
      'frPhone',
      'Le numéro de téléphone ne correspond pas',
    );
  });

  it('siret: exactly 14 digits', () => {
    expectValid('siret', ['12345678901234']);
    expectMessage(
      'siret',
      ['1234567890123', '123456789012345', '1234567890123a', '123 456 789 01234'],
      'siret',
      '14 chiffres attendus',
    );
  });

  it('zip-code: exactly 5 digits', () => {
    expectValid('zip-code', ['75001', '01000']);
    expectMessage('zip-code', ['7500', '750011', '7500A'], 'zipCode', 'Code postal invalide');
  });

  it('year: 4 digits', () => {
    expectValid('year', ['2024', '1999']);
    expectMessage('year', ['24', '20245', '202a'], 'year', "format de l'année invalide");
  });

  it('digits: digits only', () => {
    expectValid('digits', ['0', '123456']);
    expectMessage('digits', ['12a', '1.5', '-1', ' 12', ''], 'digits', 'Seulement des chiffres');
  });

  it('max-4-digits: 1 to 4 digits', () => {
    expectValid('max-4-digits', ['1', '1234']);
    expectMessage('max-4-digits', ['12345', '12a', ''], 'max4Digits', '4 chiffres maximum');
  });

  it('short-id: 1 to 3 digits, not all zeros', () => {
    expectValid('short-id', ['1', '12', '123', '007', '010']);
    expectMessage(
      'short-id',
      ['0', '00', '000', '1234', 'a1', ''],
      'shortId',
      'Pas plus de 3 chiffres attendus',
    );
  });

  it('semver: a semantic version with an optional v prefix', () => {
    expectValid('semver', [
      'v1.2.3',
      '1.2.3',
      '1.2.3-beta.1',
      '0.10.0+build.5',
      'v2.0.0-rc.1+sha.5114f85',
    ]);
    expectMessage(
      'semver',
      ['1.2', 'v1', '01.2.3', 'V1.2.3', 'version 1.2.3', '1.2.3.4'],
      'semver',
      'Numéro de version non conforme au semantic versionning',
    );
  });

  it('email: a valid email address', () => {
    expectValid('email', ['jean.dupont@example.fr', 'j+campagne@bureau-etudes.com']);
    expectMessage(
      'email',
      ['jean.dupont', 'jean@', '@example.fr', 'jean dupont@example.fr'],
      'email',
      'Veuillez saisir une adresse mail valide',
    );
  });

  it('standard formats of the contract get French messages too', () => {
    expectMessage('uuid', ['1234'], 'uuid', 'Identifiant invalide');
    expectMessage('date', ['2024-02-30', '01/02/2024'], 'date', 'Date invalide');
    expectMessage('date-time', ['2024-02-01'], 'dateTime', 'Date et heure invalides');
    expectMessage('uri', ['pas une adresse'], 'uri', 'Adresse web invalide');
  });

  it('applies to strings only, so a number field is left to its type', () => {
    const schema = { type: 'object', properties: { year: { type: 'integer', format: 'year' } } };
    expect(validate(schema, { year: 2024 })).toEqual([]);
  });
});
