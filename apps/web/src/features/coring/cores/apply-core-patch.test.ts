import { getGetCoreResponseMock } from '@chaussee/sdk/mocks';
import { describe, expect, it } from 'vitest';
import { applyInlinePatch } from './apply-core-patch.js';

describe('optimistic inline patch of a core', () => {
  it('replaces the fields sent and keeps the others', () => {
    const core = {
      ...getGetCoreResponseMock(),
      lane: 'Voie lente',
      note: 'fissurée',
      status: 'empty' as const,
    };
    const patched = applyInlinePatch(core, { lane: 'Voie rapide', status: 'validated' });
    expect(patched).toEqual({ ...core, lane: 'Voie rapide', status: 'validated' });
    expect(core.lane).toBe('Voie lente');
  });

  it('clears a field patched to null', () => {
    const core = { ...getGetCoreResponseMock(), note: 'fissurée' };
    expect(applyInlinePatch(core, { note: null }).note).toBeNull();
  });
});
