import { describe, expect, it } from 'vitest';
import { actorText, changeText, entityLabelOf, valueText } from './history-format.js';

const user = { kind: 'user' as const, id: 'u', name: 'Tom Technicien' };

describe('the history in French', () => {
  it('writes a change with the field label of its entity, before and after', () => {
    expect(
      changeText(
        { entity: 'core_layers', action: 'update' },
        { field: 'thickness', before: 40, after: 45 },
      ),
    ).toBe('Épaisseur (mm) : 40 → 45');
    expect(
      changeText(
        { entity: 'cores', action: 'insert' },
        { field: 'landmark', before: null, after: 'PR 1' },
      ),
    ).toMatch(/: PR 1$/);
    expect(
      changeText(
        { entity: 'cores', action: 'delete' },
        { field: 'note', before: 'fissurée', after: null },
      ),
    ).toMatch(/: fissurée$/);
  });

  it('keeps the field name when the catalogue has no label for it', () => {
    expect(
      changeText(
        { entity: 'unknown_table', action: 'update' },
        { field: 'odd', before: 1, after: 2 },
      ),
    ).toBe('odd : 1 → 2');
    expect(entityLabelOf('cores')).toBe('Carotte');
    expect(entityLabelOf('unknown_table')).toBe('unknown_table');
  });

  it('says what a value is when it cannot be shown as recorded', () => {
    expect(valueText('passwordHash', { secret: true })).toBe('(masqué)');
    expect(valueText('geometry', { omittedBytes: 4096 })).toBe('(valeur de 4096 octets)');
    expect(valueText('roadId', '0d4c…')).toBe('modifié');
    expect(valueText('siteIds', ['a', 'b'])).toBe('modifié');
    expect(valueText('isFullStructure', true)).toBe('Oui');
    expect(valueText('isFullStructure', false)).toBe('Non');
    expect(valueText('note', null)).toBe('—');
    expect(valueText('codes', ['HAP', 'AMI'])).toBe('HAP, AMI');
    expect(valueText('sentAt', '2026-03-04T10:00:00.000Z')).toBe(
      new Date('2026-03-04T10:00:00.000Z').toLocaleString('fr-FR'),
    );
  });

  it('names the author, a guest and the super administrator acting in a user’s name', () => {
    expect(actorText({ actor: user, impersonator: null })).toBe('Tom Technicien');
    expect(actorText({ actor: { ...user, name: null }, impersonator: null })).toBe(
      'Compte supprimé',
    );
    expect(
      actorText({ actor: { kind: 'guest', id: 'l', name: 'vous@exemple.fr' }, impersonator: null }),
    ).toBe('Invité : vous@exemple.fr');
    expect(
      actorText({ actor: user, impersonator: { kind: 'user', id: 's', name: 'Sandrine Admin' } }),
    ).toBe('Tom Technicien (par Sandrine Admin en son nom)');
  });
});
