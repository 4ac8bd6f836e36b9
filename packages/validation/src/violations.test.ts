import { describe, expect, it } from 'vitest';
import { createViolation } from './violations.js';
import { validate } from './validate.js';

describe('required', () => {
  it('names the missing property itself, nested ones with a dotted path', () => {
    const schema = {
      type: 'object',
      required: ['name', 'layers'],
      properties: {
        name: { type: 'string' },
        layers: {
          type: 'array',
          items: {
            type: 'object',
            required: ['thickness'],
            properties: { thickness: { type: 'number' } },
          },
        },
      },
    };
    expect(validate(schema, { name: 'Carotte 1', layers: [{ thickness: 4 }, {}] })).toEqual([
      { propertyPath: 'layers.1.thickness', code: 'required', message: 'Ce champ est requis' },
    ]);
    expect(validate(schema, {})).toEqual([
      { propertyPath: 'name', code: 'required', message: 'Ce champ est requis' },
      { propertyPath: 'layers', code: 'required', message: 'Ce champ est requis' },
    ]);
  });

  it('reports a property required by another one (dependentRequired) on the missing one', () => {
    const schema = { type: 'object', dependentRequired: { siret: ['zipCode'] } };
    expect(validate(schema, { siret: '12345678901234' })).toEqual([
      { propertyPath: 'zipCode', code: 'required', message: 'Ce champ est requis' },
    ]);
  });

  it('treats a null sent for a non-nullable field as a field left empty', () => {
    const schema = { type: 'object', properties: { diameter: { type: 'number' } } };
    expect(validate(schema, { diameter: null })).toEqual([
      { propertyPath: 'diameter', code: 'required', message: 'Ce champ est requis' },
    ]);
  });

  it('takes the specific message of x-messages, for all properties or per property', () => {
    const core = {
      type: 'object',
      required: ['road', 'diameter', 'materialCategory', 'campaignId'],
      'x-messages': {
        required: {
          road: 'roadRequired',
          diameter: 'coreDiameterRequired',
          materialCategory: 'materialCategoryRequired',
        },
      },
    };
    expect(validate(core, {})).toEqual([
      { propertyPath: 'road', code: 'roadRequired', message: 'Renseignez la route' },
      {
        propertyPath: 'diameter',
        code: 'coreDiameterRequired',
        message: 'Renseignez le diamètre de la carotte',
      },
      {
        propertyPath: 'materialCategory',
        code: 'materialCategoryRequired',
        message: 'Renseignez une catégorie de matériaux',
      },
      { propertyPath: 'campaignId', code: 'required', message: 'Ce champ est requis' },
    ]);

    const layer = {
      type: 'object',
      required: ['state'],
      'x-messages': { required: 'layerStateRequired' },
    };
    expect(validate(layer, {})).toEqual([
      {
        propertyPath: 'state',
        code: 'layerStateRequired',
        message: "Indiquez l'état de la couche",
      },
    ]);
    const interfaceSchema = {
      type: 'object',
      required: ['bondState'],
      'x-messages': { required: 'interfaceStateRequired' },
    };
    expect(validate(interfaceSchema, {})).toEqual([
      {
        propertyPath: 'bondState',
        code: 'interfaceStateRequired',
        message: "Indiquez l'état de l'interface",
      },
    ]);
  });

  it('requires an image when the option is true (if/then), without a message for the if', () => {
    const schema = {
      type: 'object',
      properties: { hasImage: { type: 'boolean' }, image: { type: 'string' } },
      if: { properties: { hasImage: { const: true } }, required: ['hasImage'] },
      then: { required: ['image'], 'x-messages': { required: { image: 'imageRequired' } } },
    };
    expect(validate(schema, { hasImage: false })).toEqual([]);
    expect(validate(schema, { hasImage: true, image: 'logo.png' })).toEqual([]);
    expect(validate(schema, { hasImage: true })).toEqual([
      {
        propertyPath: 'image',
        code: 'imageRequired',
        message: 'Vous devez obligatoirement choisir une image',
      },
    ]);
  });
});

describe('every violation at once', () => {
  it('reports each failing field under its own path, not only the first', () => {
    const schema = {
      type: 'object',
      required: ['email', 'password', 'zipCode'],
      'x-together': ['abscissa', 'landmark'],
      properties: {
        email: { type: 'string', format: 'email' },
        password: { type: 'string', format: 'password' },
        zipCode: { type: 'string', format: 'zip-code' },
        name: { type: 'string', maxLength: 254, 'x-not-blank': true },
        abscissa: { type: 'number' },
        landmark: { type: 'string' },
      },
    };
    const data = { email: 'jean', password: 'motdepasse', name: ' ', abscissa: 3 };
    expect(validate(schema, data)).toEqual([
      { propertyPath: 'zipCode', code: 'required', message: 'Ce champ est requis' },
      { propertyPath: 'email', code: 'email', message: 'Veuillez saisir une adresse mail valide' },
      {
        propertyPath: 'password',
        code: 'password',
        message:
          'Min. 8 caractères avec au moins une lettre majuscule, un chiffre et un caractère spécial.',
      },
      {
        propertyPath: 'name',
        code: 'notBlank',
        message: 'Ce champ doit comporter des caractères alphanumériques',
      },
      {
        propertyPath: 'landmark',
        code: 'filledTogether',
        message: 'Vous devez aussi remplir ce champ',
      },
    ]);
  });

  it('gives a French message to the standard keywords the spec does not name', () => {
    const schema = {
      type: 'object',
      additionalProperties: false,
      properties: {
        diameter: { type: 'number', minimum: 50, maximum: 300 },
        count: { type: 'integer' },
        status: { enum: ['new', 'validated'] },
        code: { type: 'string', pattern: '^[A-Z]+$' },
      },
    };
    const data = { diameter: 20, count: 1.5, status: 'nouvelle', code: 'abc', extra: 1 };
    expect(validate(schema, data)).toEqual([
      { propertyPath: 'extra', code: 'unexpectedField', message: "Ce champ n'est pas attendu" },
      {
        propertyPath: 'diameter',
        code: 'minimum',
        message: 'La valeur doit être supérieure ou égale à 50',
      },
      { propertyPath: 'count', code: 'integer', message: 'Veuillez saisir un nombre entier' },
      {
        propertyPath: 'status',
        code: 'choice',
        message: 'Veuillez choisir une valeur de la liste',
      },
      { propertyPath: 'code', code: 'invalidFormat', message: 'Format invalide' },
    ]);
    expect(validate({ type: 'number', maximum: 300 }, 301)).toEqual([
      {
        propertyPath: '',
        code: 'maximum',
        message: 'La valeur doit être inférieure ou égale à 300',
      },
    ]);
  });

  it('gives a French message to the list, bound and type keywords too', () => {
    const schema = {
      type: 'object',
      properties: {
        sites: { type: 'array', minItems: 2 },
        roads: { type: 'array', uniqueItems: true },
        layers: { type: 'array', maxItems: 1 },
        depth: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 10 },
        ratio: { type: 'number', exclusiveMaximum: 1 },
        isFullStructure: { type: 'boolean' },
      },
    };
    const data = {
      sites: ['a'],
      roads: ['RD 12', 'RD 12'],
      layers: [1, 2],
      depth: 0,
      ratio: 1,
      isFullStructure: 'oui',
    };
    expect(validate(schema, data)).toEqual([
      { propertyPath: 'sites', code: 'minItems', message: 'Au moins 2 éléments requis' },
      { propertyPath: 'roads', code: 'uniqueItems', message: 'Cette liste contient des doublons' },
      { propertyPath: 'layers', code: 'maxItems', message: '1 éléments maximum' },
      {
        propertyPath: 'depth',
        code: 'exclusiveMinimum',
        message: 'La valeur doit être strictement supérieure à 0',
      },
      {
        propertyPath: 'ratio',
        code: 'exclusiveMaximum',
        message: 'La valeur doit être strictement inférieure à 1',
      },
      { propertyPath: 'isFullStructure', code: 'invalidValue', message: 'Valeur invalide' },
    ]);
    expect(validate({ type: 'number' }, 'douze')).toEqual([
      { propertyPath: '', code: 'number', message: 'Veuillez saisir un nombre' },
    ]);
  });

  it('keeps a slash in a property name (ajv escapes it in its pointer)', () => {
    const schema = { type: 'object', properties: { 'a/b': { type: 'string', maxLength: 2 } } };
    expect(validate(schema, { 'a/b': 'xxx' })).toEqual([
      { propertyPath: 'a/b', code: 'maxLength', message: '2 caractères max' },
    ]);
  });
});

describe('rules checked outside a schema', () => {
  it('a customer reference already used (uniqueness, 409)', () => {
    expect(createViolation('customerReference', 'customerReferenceUsed')).toEqual({
      propertyPath: 'customerReference',
      code: 'customerReferenceUsed',
      message: 'La référence cliente est déjà utilisée',
    });
  });
});

describe('createViolation', () => {
  it('names the limit of a password in bytes, as the server hashes it', () => {
    expect(createViolation('password', 'passwordMaxBytes', 4096)).toEqual({
      propertyPath: 'password',
      code: 'passwordMaxBytes',
      message:
        'Le mot de passe ne doit pas dépasser 4096 octets (une lettre accentuée en compte 2)',
    });
  });

  it('names the longest a link may last, in days', () => {
    expect(createViolation('expiresAt', 'linkMaxDays', 365)).toEqual({
      propertyPath: 'expiresAt',
      code: 'linkMaxDays',
      message: 'Le lien ne peut pas être valable plus de 365 jours',
    });
  });

  it('says that a file sent back is not one of the campaign', () => {
    expect(createViolation('s3Path', 'fileNotInCampaign')).toEqual({
      propertyPath: 's3Path',
      code: 'fileNotInCampaign',
      message: "Ce fichier n'a pas été déposé dans cette campagne",
    });
  });

  it('names the most buckets a statistic answers', () => {
    expect(createViolation('period', 'tooManyPeriods', 1000)).toEqual({
      propertyPath: 'period',
      code: 'tooManyPeriods',
      message:
        'Plus de 1000 intervalles entre ces dates : choisissez des intervalles plus longs ou des dates plus proches',
    });
  });
});

describe('integer formats', () => {
  it('reports a number past the bounds once, by its bound, not also as an int32', () => {
    const schema = {
      type: 'object',
      properties: { offset: { type: 'integer', format: 'int32', minimum: 0, maximum: 1000000 } },
    };
    expect(validate(schema, { offset: 1e20 })).toEqual([
      {
        propertyPath: 'offset',
        code: 'maximum',
        message: 'La valeur doit être inférieure ou égale à 1000000',
      },
    ]);
    expect(validate(schema, { offset: 1.5 })).toEqual([
      { propertyPath: 'offset', code: 'integer', message: 'Veuillez saisir un nombre entier' },
    ]);
  });
});

describe('one message per thing wrong with a value', () => {
  const weather = { type: 'string', title: 'Weather', enum: ['sunny', 'cloudy', 'rain'] };
  const schema = {
    type: 'object',
    $defs: { Weather: weather },
    properties: {
      weather: { anyOf: [{ $ref: '#/$defs/Weather' }, { type: 'null' }] },
      inlineWeather: { type: ['string', 'null'], enum: ['sunny', 'cloudy', 'rain', null] },
      mood: { $ref: '#/$defs/Weather' },
      takenOn: { anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] },
    },
  };
  const choice = { code: 'choice', message: 'Veuillez choisir une valeur de la liste' };

  it('a bad value of a nullable enum is outside the list, and nothing else', () => {
    expect(validate(schema, { weather: 'hail', inlineWeather: 'hail' })).toEqual([
      { propertyPath: 'weather', ...choice },
      { propertyPath: 'inlineWeather', ...choice },
    ]);
    expect(validate(schema, { weather: null, inlineWeather: null })).toEqual([]);
  });

  it('a value of the wrong type in a list field is outside the list', () => {
    expect(validate(schema, { weather: 12, mood: 12 })).toEqual([
      { propertyPath: 'weather', ...choice },
      { propertyPath: 'mood', ...choice },
    ]);
  });

  it('a null in a list field that is not nullable is a field left empty', () => {
    expect(validate(schema, { mood: null })).toEqual([
      { propertyPath: 'mood', code: 'required', message: 'Ce champ est requis' },
    ]);
  });

  it('a nullable date gets the date message alone', () => {
    expect(validate(schema, { takenOn: '2024-13-45' })).toEqual([
      { propertyPath: 'takenOn', code: 'date', message: 'Date invalide' },
    ]);
  });
});
