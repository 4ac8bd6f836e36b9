import type { MessageKey } from './messages.js';

/**
 * The custom string formats of the validation vocabulary (spec section 5), each with the message
 * key its failure gets. Formats rather than `pattern` so that every failure has its own sentence.
 */
export const customFormats = {
  // Free text (names, comments, messages): no control character (Unicode Cc: C0, DEL, C1) but tab
  // and line breaks, no lone surrogate (it cannot be written in UTF-8). NUL is also refused for
  // every string, whatever its format (unsafe-text.ts).
  text: /^(?:[\t\n\r]|[^\p{Cc}\p{Cs}])*$/u,
  // At least 8 characters with a lowercase, an uppercase, a digit and one of !@#$%^&*.
  password: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/u,
  // 0612345678, +33612345678, 0033 6 12 34 56 78, 06.12.34.56.78, 06-12-34-56-78.
  'fr-phone': /^(?:(?:\+|00)33[ .-]?|0)[1-9](?:[ .-]?\d{2}){4}$/u,
  siret: /^\d{14}$/u,
  'zip-code': /^\d{5}$/u,
  year: /^\d{4}$/u,
  digits: /^\d+$/u,
  'max-4-digits': /^\d{1,4}$/u,
  // 1 to 3 digits, and not 0, 00 or 000.
  'short-id': /^(?!0+$)\d{1,3}$/u,
  // semver.org's grammar, with an optional leading v (v1.2.3, 1.2.3-beta.1+build.5).
  semver:
    /^v?(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)(?:-(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*)?(?:\+[0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*)?$/u,
} as const;

export type CustomFormat = keyof typeof customFormats;

/** Message key of a failed `format`, for the custom formats and the standard ones the contract uses. */
export const formatMessageKeys: Readonly<Record<string, MessageKey>> = {
  text: 'controlCharacter',
  password: 'password',
  'fr-phone': 'frPhone',
  siret: 'siret',
  'zip-code': 'zipCode',
  year: 'year',
  digits: 'digits',
  'max-4-digits': 'max4Digits',
  'short-id': 'shortId',
  semver: 'semver',
  email: 'email',
  uuid: 'uuid',
  date: 'date',
  'date-time': 'dateTime',
  uri: 'uri',
} satisfies Record<CustomFormat, MessageKey> & Record<string, MessageKey>;
