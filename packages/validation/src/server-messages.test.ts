import { describe, expect, it } from 'vitest';
import {
  problemToFrench,
  serverMessageToFrench,
  tooManyRequestsDetail,
} from './server-messages.js';

const fallback =
  "Une erreur inattendue est survenue. Réessayez dans quelques instants et, si le problème persiste, contactez l'administrateur de la plateforme.";

describe('serverMessageToFrench, row by row of the table of spec section 8', () => {
  it.each([
    [
      'The token has expired',
      "Ce lien n'est plus valide. Demandez un nouveau lien à l'organisation qui vous a invité.",
    ],
    ['user already exist', 'Cette adresse mail est déjà utilisée'],
    [
      'You should set a userType',
      'Le rôle attribué ne convient pas à cet utilisateur. Choisissez un autre rôle.',
    ],
    [
      'value too long for type character varying(255)',
      'Le nom ne doit pas dépasser 254 caractères',
    ],
    [
      'Only members can view campaign',
      "Vous n'êtes pas affecté à ce projet ou à cette campagne. Contactez le chargé d'affaires pour y avoir accès.",
    ],
    [
      'Only members can view workspace',
      "Vous n'êtes pas affecté à ce projet ou à cette campagne. Contactez le chargé d'affaires pour y avoir accès.",
    ],
    [
      'You need to provide a fallbackSiteId',
      'Ce site a encore des utilisateurs ou des campagnes. Choisissez un site de repli.',
    ],
    ['File type must be a jpg or png image', 'le fichier doit être un JPG ou un PNG'],
    ['File size should not exceed 1MB', 'le fichier ne doit pas excéder 1Mo'],
    [
      "Can't change customer role because he's linked to a campaign",
      "Impossible de modifier le rôle de ce client, car il est client principal d'au moins une campagne.",
    ],
    [
      'The user already exist. Ask an administrator.',
      'Cet utilisateur existe déjà. Adressez-vous à un administrateur.',
    ],
  ])('%s', (serverMessage, french) => {
    expect(serverMessageToFrench(serverMessage)).toBe(french);
  });
});

describe('serverMessageToFrench, beyond the exact text', () => {
  it('recognises a message quoted inside a longer database error', () => {
    expect(
      serverMessageToFrench(
        'ERROR: value too long for type character varying(255) (SQLSTATE 22001)',
      ),
    ).toBe('Le nom ne doit pas dépasser 254 caractères');
    // 'user already exist' is inside this one: the longer, more specific message wins.
    expect(serverMessageToFrench('Conflict: The user already exist. Ask an administrator.')).toBe(
      'Cet utilisateur existe déjà. Adressez-vous à un administrateur.',
    );
  });

  it('ignores case and extra spaces', () => {
    expect(serverMessageToFrench('  the token  has expired ')).toBe(
      "Ce lien n'est plus valide. Demandez un nouveau lien à l'organisation qui vous a invité.",
    );
  });

  it('falls back to a sentence that tells the user what to do', () => {
    expect(serverMessageToFrench('Something exploded')).toBe(fallback);
    expect(serverMessageToFrench(undefined)).toBe(fallback);
    expect(serverMessageToFrench({ detail: 'user already exist' })).toBe(fallback);
  });
});

describe('problemToFrench: the sentence of a refusal from its code and detail', () => {
  it('prefers a section 8 message in the detail over the code', () => {
    expect(problemToFrench({ code: 'not_member', detail: 'Only members can view campaign' })).toBe(
      "Vous n'êtes pas affecté à ce projet ou à cette campagne. Contactez le chargé d'affaires pour y avoir accès.",
    );
  });

  it('gives the sentence of a stable code when the detail is an English explanation', () => {
    expect(
      problemToFrench({ code: 'campaign_closed', detail: 'The campaign is closed: its cores…' }),
    ).toBe(
      'La campagne est terminée, annulée ou abandonnée : ses données ne peuvent plus être modifiées.',
    );
    expect(problemToFrench({ code: 'core_has_data' })).toBe(
      'Cette carotte a des couches, des photos ou des échantillons. Confirmez la suppression de toutes ses données.',
    );
  });

  it('tells a stale save what happened and what to do (issue 27, If-Match)', () => {
    expect(problemToFrench({ code: 'stale_version' })).toBe(
      "Cette fiche a été modifiée par quelqu'un d'autre. Rechargez-la pour voir ses données à jour, puis refaites vos modifications (ou écrasez les siennes).",
    );
  });

  it('explains the membership and team refusals, the team ones with the forms’ own sentences', () => {
    expect(problemToFrench({ code: 'member_outside_organization' })).toBe(
      "Cet utilisateur n'appartient ni au bureau d'études ni à l'organisation du projet : il ne peut pas en être membre.",
    );
    expect(problemToFrench({ code: 'workspace_organization_locked' })).toBe(
      "Seul un administrateur peut rattacher ce projet à un site d'une autre organisation.",
    );
    expect(problemToFrench({ code: 'customer_access_closed' })).toBe(
      "Cette campagne n'est pas encore ouverte à ses clients. Contactez le chargé d'affaires pour y avoir accès.",
    );
    expect(problemToFrench({ code: 'technician_required' })).toBe('Au moins 1 technicien requis');
    expect(problemToFrench({ code: 'engineer_or_study_manager_required' })).toBe(
      "Vous devez choisir au moins un chargé d'affaires référent ou un ingénieur",
    );
  });

  it('shows the French detail of an order that cannot leave and of a laboratory failure', () => {
    const problems = 'La carotte 3 n’a pas de couche.\nLa couche 2 n’a pas d’épaisseur.';
    expect(problemToFrench({ code: 'order_not_valid', detail: problems })).toBe(problems);
    expect(problemToFrench({ code: 'provider_api_error', detail: 'Laboratoire injoignable' })).toBe(
      'Laboratoire injoignable',
    );
  });

  it.each([
    ["Le corps de la requête n'est pas un JSON valide.", 'bad_request'],
    ["Le corps de la requête est vide, alors qu'un JSON est attendu.", 'bad_request'],
    ["Le corps de la requête n'est pas un texte UTF-8 valide.", 'bad_request'],
    [
      'Le formulaire envoyé (multipart/form-data) est mal formé : séparateur (boundary) absent ou erroné, ou envoi interrompu. Renvoyez-le.',
      'bad_request',
    ],
    ["L'adresse demandée est trop longue.", 'uri_too_long'],
    ["L'adresse demandée contient un encodage invalide.", 'bad_request'],
    [
      "La requête est trop grande : son adresse et ses en-têtes dépassent 16 ko. Raccourcissez l'adresse (moins de filtres) et réessayez.",
      'request_too_large',
    ],
    ["La requête est mal formée : elle n'a pas pu être lue.", 'bad_request'],
    [
      'La requête a mis trop de temps à arriver. Vérifiez votre connexion et réessayez.',
      'request_timeout',
    ],
  ])('shows the French detail of a request that could not be read: %s', (detail, code) => {
    expect(problemToFrench({ code, detail })).toBe(detail);
  });

  it('gives a 414 without detail its own sentence', () => {
    expect(problemToFrench({ code: 'uri_too_long' })).toBe(
      "L'adresse demandée est trop longue. Revenez à la page précédente.",
    );
  });

  it('says how long to wait after too many requests, from the Retry-After the detail was made of', () => {
    expect(tooManyRequestsDetail(1)).toBe(
      'Trop de demandes en peu de temps. Réessayez dans 1 seconde.',
    );
    expect(tooManyRequestsDetail(45)).toBe(
      'Trop de demandes en peu de temps. Réessayez dans 45 secondes.',
    );
    expect(tooManyRequestsDetail(61)).toBe(
      'Trop de demandes en peu de temps. Réessayez dans 2 minutes.',
    );
    expect(tooManyRequestsDetail(3600)).toBe(
      'Trop de demandes en peu de temps. Réessayez dans 1 heure.',
    );
    const detail = tooManyRequestsDetail(900);
    expect(problemToFrench({ code: 'too_many_requests', detail })).toBe(detail);
    expect(problemToFrench({ code: 'too_many_requests' })).toBe(
      'Trop de tentatives. Patientez quelques minutes avant de réessayer.',
    );
  });

  it('falls back for an unknown code, a missing problem or a French-detail code without detail', () => {
    expect(problemToFrench({ code: 'something_new' })).toBe(fallback);
    expect(problemToFrench(undefined)).toBe(fallback);
    expect(problemToFrench({ code: 'order_not_valid', detail: '  ' })).toBe(fallback);
    expect(problemToFrench({ code: 'toString' })).toBe(fallback);
  });
});
