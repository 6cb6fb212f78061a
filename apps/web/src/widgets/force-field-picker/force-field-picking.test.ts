import { describe, expect, it } from 'vitest';
import {
  FORCE_FIELD_LIMIT,
  addForceField,
  availableForceFields,
  checkedNames,
  moveForceField,
  removeForceField,
} from './force-field-picking';

const five = ['A', 'B', 'C', 'D', 'E'];

describe('force-field picker (spec 000 §2, §5)', () => {
  it('refuses a sixth force field for non-premium users only', () => {
    expect(FORCE_FIELD_LIMIT).toBe(5);
    expect(addForceField(five, 'F', false)).toEqual({ ok: false, reason: 'limit' });
    expect(addForceField(five, 'F', true)).toEqual({ ok: true, selected: [...five, 'F'] });
  });

  it('inserts where dropped and ignores duplicates', () => {
    expect(addForceField(['A', 'B'], 'C', false, 1)).toEqual({ ok: true, selected: ['A', 'C', 'B'] });
    expect(addForceField(['A', 'B'], 'A', false)).toEqual({ ok: true, selected: ['A', 'B'] });
  });

  it('reorders, removes and lists what is left', () => {
    expect(moveForceField(['A', 'B', 'C'], 'C', 'A')).toEqual(['C', 'A', 'B']);
    expect(moveForceField(['A', 'B', 'C'], 'A', 'C')).toEqual(['B', 'C', 'A']);
    expect(removeForceField(['A', 'B'], 'A')).toEqual(['B']);
    expect(availableForceFields(['GAFF', 'X', 'Y'], ['Y'])).toEqual(['GAFF', 'X']);
  });

  it("puts the water model first unless it is '-'", () => {
    expect(checkedNames('SPCE', ['GAFF'])).toEqual(['SPCE', 'GAFF']);
    expect(checkedNames('-', ['GAFF'])).toEqual(['GAFF']);
    expect(checkedNames('-', [])).toEqual([]);
  });
});
