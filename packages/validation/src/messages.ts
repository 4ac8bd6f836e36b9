/**
 * Validation messages of spec section 5, exactly as the user reads them. Each sentence is written
 * here once; the web forms and the API's violations import it.
 */
export const validationMessages = {
  required: 'Ce champ est requis',
  email: 'Veuillez saisir une adresse mail valide',
  maxLength: (limit: number) => `${limit} caractères max`,
} as const;
