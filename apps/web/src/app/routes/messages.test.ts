import { describe, expect, it } from 'vitest';
import { screenTitles } from './messages.js';
import { ROUTES } from '../../shared/routes/route-table.js';

describe('screen titles', () => {
  it('name every route of the table in French, so every placeholder says which screen it stands for', () => {
    expect(Object.keys(screenTitles).sort()).toEqual(ROUTES.map((route) => route.name).sort());
  });
});
