import { defineAbilityFor } from '@chaussee/permissions';
import { describe, expect, it } from 'vitest';
import { navigationItemsFor } from './navigation.js';

function labelsFor(
  roles: Parameters<typeof defineAbilityFor>[0]['roles'],
  job: 'engineer' | null = null,
) {
  return navigationItemsFor(defineAbilityFor({ id: 'u', roles, job })).map((item) => item.label);
}

describe('navigation by rights', () => {
  it.each([
    ['a main customer', ['ROLE_CUSTOMER_MAIN'], ['Mes projets', 'Vue macro', 'Fichiers']],
    // « manage one » organization: a supervisor administers their own.
    [
      'a customer supervisor',
      ['ROLE_CUSTOMER_SUPERVISOR'],
      ['Mes projets', 'Vue macro', 'Fichiers', 'Administration'],
    ],
    [
      'a statistics reader',
      ['ROLE_USER', 'ROLE_ACCESS_STATS'],
      ['Mes projets', 'Vue macro', 'Statistiques'],
    ],
    [
      'an agency head',
      ['ROLE_NEXTROAD_MAIN'],
      ['Mes projets', 'Vue macro', 'Fichiers', 'Administration'],
    ],
    [
      'an administrator',
      ['ROLE_ADMIN'],
      ['Mes projets', 'Vue macro', 'Fichiers', 'Administration'],
    ],
    [
      'a super administrator',
      ['ROLE_SUPER_ADMIN'],
      [
        'Mes projets',
        'Vue macro',
        'Fichiers',
        'Statistiques',
        'Administration',
        'Journal d’audit',
        'Se connecter en tant que',
        'Corbeille',
      ],
    ],
  ] as const)('%s sees %j', (_who, roles, expected) => {
    expect(labelsFor([...roles])).toEqual(expected);
  });
});
