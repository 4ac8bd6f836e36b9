/**
 * Every French sentence Chaussée shows about invalid data and server errors, written here once
 * (spec sections 5 and 8). The rest of the package, the web forms and the API refer to them by key,
 * so a bad input gets the same sentence in the browser and from the server. A test checks that each
 * sentence occurs exactly once in the package's sources.
 */

/** A catalogue entry: a fixed sentence, or a sentence naming a limit taken from the schema. */
type Message = string | ((limit: number) => string);

export const validationMessages = {
  required: 'Ce champ est requis',
  email: 'Veuillez saisir une adresse mail valide',
  password:
    'Min. 8 caractères avec au moins une lettre majuscule, un chiffre et un caractère spécial.',
  minLength: (limit: number) => `${limit} caractères minimum`,
  maxLength: (limit: number) => `${limit} caractères max`,
  notBlank: 'Ce champ doit comporter des caractères alphanumériques',
  atLeastOneRole: 'Veuillez attribuer au moins un rôle',
  atLeastOneSite: 'Veuillez attribuer au moins un site',
  atLeastOneTechnician: 'Au moins 1 technicien requis',
  atLeastOne: 'Au moins 1 requis',
  materialCategoryRequired: 'Renseignez une catégorie de matériaux',
  coreDiameterRequired: 'Renseignez le diamètre de la carotte',
  layerStateRequired: "Indiquez l'état de la couche",
  interfaceStateRequired: "Indiquez l'état de l'interface",
  roadRequired: 'Renseignez la route',
  year: "format de l'année invalide",
  digits: 'Seulement des chiffres',
  max4Digits: '4 chiffres maximum',
  frPhone: 'Le numéro de téléphone ne correspond pas',
  siret: '14 chiffres attendus',
  zipCode: 'Code postal invalide',
  shortId: 'Pas plus de 3 chiffres attendus',
  nameMinLength: (limit: number) => `Le nom doit comporter au moins ${limit} caractères`,
  descriptionMinLength: (limit: number) =>
    `La description doit comporter au moins ${limit} caractères`,
  startBeforeEnd: 'La date de début doit être inférieure ou égale à la date de fin',
  tooManyPeriods: (limit: number) =>
    `Plus de ${limit} intervalles entre ces dates : choisissez des intervalles plus longs ou des dates plus proches`,
  endAfterStart: 'La date de fin doit être supérieure ou égale à la date de début',
  engineerOrStudyManager:
    "Vous devez choisir au moins un chargé d'affaires référent ou un ingénieur",
  filledTogether: 'Vous devez aussi remplir ce champ',
  customerReferenceUsed: 'La référence cliente est déjà utilisée',
  imageRequired: 'Vous devez obligatoirement choisir une image',
  semver: 'Numéro de version non conforme au semantic versionning',
  pictureType: 'le fichier doit être un JPG ou un PNG',
  pictureSize: 'le fichier ne doit pas excéder 1Mo',
  fileNotInCampaign: "Ce fichier n'a pas été déposé dans cette campagne",
  documentTooLarge: (limit: number) => `Le fichier ne doit pas dépasser ${limit} Mo`,
  uploadTooLarge: (limit: number) =>
    `L'envoi dépasse ${limit} Mo au total : envoyez les fichiers en plusieurs fois`,
  documentType:
    "Ce type de fichier n'est pas accepté : PDF, PNG, JPEG, DOCX, XLSX, ODT, ODS, CSV, DWG, DXF ou ZIP uniquement",
  documentContent:
    "Le contenu de ce fichier ne correspond pas à son extension (un fichier renommé n'est pas accepté)",
  documentName:
    'Le nom de ce fichier est vide une fois retirés les chemins et les caractères de contrôle',
  linkMaxDays: (limit: number) => `Le lien ne peut pas être valable plus de ${limit} jours`,
  passwordMaxBytes: (limit: number) =>
    `Le mot de passe ne doit pas dépasser ${limit} octets (une lettre accentuée en compte 2)`,
  // The PDF tools (merge, split): why a document cannot be merged or split.
  notAPdf: "Ce document n'est pas un PDF : seuls des PDF peuvent être fusionnés ou découpés",
  pdfEncrypted:
    'Ce PDF est protégé (chiffré ou verrouillé par un mot de passe) : enregistrez-en une copie sans protection, déposez-la, puis réessayez',
  pdfUnreadable: 'Ce PDF est endommagé ou illisible : il ne peut pas être fusionné ni découpé',
  pdfTooLarge: (limit: number) =>
    `Les PDF à traiter dépassent ${limit} Mo au total : traitez-en moins à la fois`,
  pdfTooManyPages: (limit: number) =>
    `Ce PDF a plus de ${limit} pages : indiquez les plages de pages à extraire`,
  documentsOfOneCampaign: 'Tous les documents doivent appartenir à la même campagne',
  pageRangeOrder: 'La dernière page de la plage doit suivre la première',
  pageBeyondDocument: (limit: number) => `Le document n'a que ${limit} pages`,
  // The background exports and reports of a campaign (issue 22).
  exportFormatUnavailable:
    "Cet export n'existe qu'en CSV (les fichiers sont réunis dans un zip) : choisissez le format CSV",
  coreOfAnotherCampaign: "Cette carotte n'appartient pas à cette campagne",
  saveOrStream: 'Choisissez au moins une action : enregistrer le rapport ou le télécharger',

  // Standard JSON Schema failures the spec does not name: still French, still under the field.
  minItems: (limit: number) => `Au moins ${limit} éléments requis`,
  maxItems: (limit: number) => `${limit} éléments maximum`,
  minimum: (limit: number) => `La valeur doit être supérieure ou égale à ${limit}`,
  maximum: (limit: number) => `La valeur doit être inférieure ou égale à ${limit}`,
  exclusiveMinimum: (limit: number) => `La valeur doit être strictement supérieure à ${limit}`,
  exclusiveMaximum: (limit: number) => `La valeur doit être strictement inférieure à ${limit}`,
  number: 'Veuillez saisir un nombre',
  integer: 'Veuillez saisir un nombre entier',
  uuid: 'Identifiant invalide',
  date: 'Date invalide',
  dateTime: 'Date et heure invalides',
  uri: 'Adresse web invalide',
  choice: 'Veuillez choisir une valeur de la liste',
  uniqueItems: 'Cette liste contient des doublons',
  unexpectedField: "Ce champ n'est pas attendu",
  invalidFormat: 'Format invalide',
  invalidValue: 'Valeur invalide',

  // Characters no request may carry, whatever the field (unsafe-text.ts, the `text` format).
  nulCharacter: "Ce texte contient le caractère nul (U+0000), qui n'est pas accepté",
  loneSurrogate:
    'Ce texte contient un caractère Unicode invalide (une moitié de paire de substitution isolée)',
  controlCharacter:
    "Ce texte contient un caractère de contrôle ou invalide, qui n'est pas accepté (la tabulation et le retour à la ligne le sont)",
  reservedKey: "Ce nom de champ est réservé (comme __proto__ ou constructor) et n'est pas accepté",
  undecodableText:
    "Ce texte contient des caractères illisibles (des octets qui ne sont pas de l'UTF-8 valide) : saisissez-le à nouveau",
} as const satisfies Record<string, Message>;

/** Key of a validation message; the `code` of a violation and the value of `x-messages`. */
export type MessageKey = keyof typeof validationMessages;

export const messageKeys = Object.keys(validationMessages) as readonly MessageKey[];

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(validationMessages, value);
}

/**
 * The sentence of a key. A sentence naming a limit needs it; without one (a contract pairing such
 * a key with a keyword that has no limit) the generic sentence is the honest answer.
 */
export function renderMessage(key: MessageKey, limit?: number): string {
  const message: Message = validationMessages[key];
  if (typeof message === 'string') return message;
  return limit === undefined ? validationMessages.invalidValue : message(limit);
}

/**
 * What the user reads for a server message of spec section 8 (the table gives the meaning; these
 * are the words). Picture messages reuse the validation sentences above.
 */
export const serverMessages = {
  linkExpired:
    "Ce lien n'est plus valide. Demandez un nouveau lien à l'organisation qui vous a invité.",
  emailAlreadyUsed: 'Cette adresse mail est déjà utilisée',
  unsuitableRole: 'Le rôle attribué ne convient pas à cet utilisateur. Choisissez un autre rôle.',
  nameTooLong: 'Le nom ne doit pas dépasser 254 caractères',
  notAMember:
    "Vous n'êtes pas affecté à ce projet ou à cette campagne. Contactez le chargé d'affaires pour y avoir accès.",
  fallbackSiteRequired:
    'Ce site a encore des utilisateurs ou des campagnes. Choisissez un site de repli.',
  customerRoleLocked:
    "Impossible de modifier le rôle de ce client, car il est client principal d'au moins une campagne.",
  userAlreadyExists: 'Cet utilisateur existe déjà. Adressez-vous à un administrateur.',
  staleVersion:
    "Cette fiche a été modifiée par quelqu'un d'autre. Rechargez-la pour voir ses données à jour, puis refaites vos modifications (ou écrasez les siennes).",
  unexpected:
    "Une erreur inattendue est survenue. Réessayez dans quelques instants et, si le problème persiste, contactez l'administrateur de la plateforme.",
} as const;

export type ServerMessageKey = keyof typeof serverMessages;

/**
 * The `detail` the API answers when a request cannot even be read (a 400 `bad_request`, a 414):
 * French, since no section 8 message applies and the caller has nothing else to go by.
 */
export const requestMessages = {
  invalidJson: "Le corps de la requête n'est pas un JSON valide.",
  emptyJson: "Le corps de la requête est vide, alors qu'un JSON est attendu.",
  invalidUtf8: "Le corps de la requête n'est pas un texte UTF-8 valide.",
  malformedMultipart:
    'Le formulaire envoyé (multipart/form-data) est mal formé : séparateur (boundary) absent ou erroné, ou envoi interrompu. Renvoyez-le.',
  uriTooLong: "L'adresse demandée est trop longue.",
  badUrl: "L'adresse demandée contient un encodage invalide.",
  headersTooLarge:
    "La requête est trop grande : son adresse et ses en-têtes dépassent 16 ko. Raccourcissez l'adresse (moins de filtres) et réessayez.",
  badRequestLine: "La requête est mal formée : elle n'a pas pu être lue.",
  timeout: 'La requête a mis trop de temps à arriver. Vérifiez votre connexion et réessayez.',
  fieldAfterFile:
    "Le formulaire d'envoi doit donner ses champs (campagne, catégorie) avant les fichiers. Renvoyez-le dans cet ordre.",
} as const;

/**
 * The French sentence of each stable problem `code` the API answers (openapi Problem.code), for the
 * refusals that carry no section 8 message. Each says what happened and what to do next. A code
 * missing here falls back to its status family in `problemToFrench`.
 */
export const problemMessages = {
  forbidden: "Vous n'avez pas les droits nécessaires pour cette action.",
  not_found:
    "Cet élément n'existe plus ou a été supprimé. Rechargez la page pour voir les données à jour.",
  conflict:
    'Cette action est en conflit avec une modification récente. Rechargez la page puis réessayez.',
  already_exists: 'Cet élément existe déjà. Choisissez un autre nom.',
  invalid_status_transition:
    "Ce changement de statut n'est pas possible depuis le statut actuel. Rechargez la page pour voir le statut à jour.",
  stale_version: serverMessages.staleVersion,
  gone: "Ce lien n'est plus disponible. Demandez-en un nouveau.",
  payload_too_large: 'Le fichier est trop volumineux.',
  unsupported_media_type: "Ce type de fichier n'est pas accepté.",
  too_many_requests: 'Trop de tentatives. Patientez quelques minutes avant de réessayer.',
  shutting_down: 'Le service redémarre. Réessayez dans quelques instants.',
  samples_would_be_dropped:
    'Cet enregistrement supprimerait des échantillons. Confirmez leur suppression, ou rechargez la carotte si ce n’est pas voulu.',
  database_unavailable:
    'La base de données est momentanément injoignable : rien de ce qui était enregistré n’est perdu. Réessayez dans quelques secondes.',
  not_implemented: "Cette fonction n'est pas encore disponible.",
  customer_reference_used:
    'Cette référence client est déjà utilisée par une autre campagne. Choisissez-en une autre.',
  already_member: 'Cet utilisateur fait déjà partie de la campagne.',
  no_recipient:
    "La campagne n'a ni ingénieur ni chargé d'études : affectez-en un avant d'envoyer ce message.",
  orders_in_progress:
    'Des commandes de laboratoire de cette campagne sont en cours. Attendez leurs résultats ou annulez-les.',
  campaign_closed:
    'La campagne est terminée, annulée ou abandonnée : ses données ne peuvent plus être modifiées.',
  core_has_data:
    'Cette carotte a des couches, des photos ou des échantillons. Confirmez la suppression de toutes ses données.',
  core_ordered:
    'Des échantillons de cette carotte sont dans une commande envoyée au laboratoire : elle ne peut plus être supprimée.',
  sample_ordered:
    'Une couche ou un échantillon est déjà dans une commande de laboratoire : il ne peut plus être retiré.',
  nothing_to_send: "Aucune prestation ni commande de la campagne n'attend d'être envoyée.",
  nothing_to_fetch: "Aucune commande de laboratoire n'attend de résultats.",
  order_not_sent:
    "La commande n'a pas été envoyée au laboratoire, ou elle est annulée : elle n'a pas encore de résultats.",
  duplicate_prestation: 'Cette prestation est déjà demandée sur cette couche.',
  duplicate_version: 'Ce numéro de version existe déjà pour ce produit.',
  statistics_forbidden:
    "Les statistiques sont réservées aux super administrateurs et aux comptes ayant l'accès aux statistiques.",
  download_in_progress: 'Cet export est déjà en cours de préparation.',
  download_not_ready: "L'export n'est pas encore prêt. Réessayez dans quelques instants.",
  download_failed: "L'export a échoué. Relancez-le.",
  bin_parent_binned:
    "L'espace de travail ou la campagne de cet élément est aussi dans la corbeille : restaurez-le d'abord.",
  bin_number_taken:
    'Le numéro de cette carotte a été repris par une autre carotte de la campagne : libérez-le, puis restaurez de nouveau.',
  bin_reference_taken:
    "La référence client de cette campagne est utilisée par une autre campagne : changez-la sur l'autre, puis restaurez de nouveau.",
  standard_field_removed: 'Un champ standard de la couche ne peut pas être retiré.',
  uri_too_long: "L'adresse demandée est trop longue. Revenez à la page précédente.",
  request_too_large:
    "La requête est trop grande : son adresse et ses en-têtes dépassent 16 ko. Raccourcissez l'adresse et réessayez.",
  request_timeout: requestMessages.timeout,
  bad_gateway:
    "Un service externe (laboratoire) n'a pas répondu. Réessayez plus tard ou contactez le laboratoire.",
  member_outside_organization:
    "Cet utilisateur n'appartient ni au bureau d'études ni à l'organisation du projet : il ne peut pas en être membre.",
  workspace_organization_locked:
    "Seul un administrateur peut rattacher ce projet à un site d'une autre organisation.",
  download_password_required:
    'Ce lien est protégé par un mot de passe : saisissez-le pour voir les fichiers.',
  download_password_invalid:
    "Le mot de passe n'est pas le bon. Vérifiez-le auprès de la personne qui vous a envoyé le lien.",
  customer_access_closed:
    "Cette campagne n'est pas encore ouverte à ses clients. Contactez le chargé d'affaires pour y avoir accès.",
  // The team rules of section 5, answered by the server too: the same sentences as the forms'.
  technician_required: validationMessages.atLeastOneTechnician,
  engineer_or_study_manager_required: validationMessages.engineerOrStudyManager,
} as const;

export type ProblemCode = keyof typeof problemMessages;
