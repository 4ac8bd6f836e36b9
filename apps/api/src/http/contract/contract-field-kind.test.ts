import { describe, expect, it } from 'vitest';
import { contractFieldKind } from './contract-fields.js';

describe('contractFieldKind', () => {
  it('names an enum the field refers to, through its nullable union', () => {
    expect(contractFieldKind('Core', 'status')).toMatchObject({
      kind: 'enum',
      enumName: 'CoreStatus',
    });
    expect(contractFieldKind('CoreLayer', 'condition')).toMatchObject({
      kind: 'enum',
      enumName: 'ConditionDescriptor',
    });
  });

  it('says the scalar type of a field, dates by their format, and other for objects and lists', () => {
    expect(contractFieldKind('Core', 'number')).toEqual({ kind: 'integer' });
    expect(contractFieldKind('Core', 'abscissa')).toEqual({ kind: 'number' });
    expect(contractFieldKind('Core', 'isFullStructure')).toEqual({ kind: 'boolean' });
    expect(contractFieldKind('Core', 'createdAt')).toEqual({ kind: 'date-time' });
    expect(contractFieldKind('Core', 'note')).toEqual({ kind: 'text' });
    expect(contractFieldKind('Core', 'road')).toEqual({ kind: 'other' });
    expect(contractFieldKind('Core', 'corePictures')).toEqual({ kind: 'other' });
  });

  it('refuses a field the schema does not have', () => {
    expect(() => contractFieldKind('Core', 'weather')).toThrow('No field weather in the contract');
  });
});
