import { builderPath } from '@topoforge/contract';
import { describe, expect, it } from 'vitest';
import type { MultiWallForm } from './carbon-forms';
import { CARBON_FORM_DEFAULTS, checkFunctional, checkGraphene, checkTube, tubeBounds } from './carbon-forms';

describe('the carbon forms (001 §3 defaults, §5 bounds, §6 VIP limits)', () => {
  it('starts from the spec defaults: Rcc 1.42, terminal_H off, circle 6, period 2, walls 1, _O_ × 1 random', () => {
    expect(CARBON_FORM_DEFAULTS.graphene).toEqual({ x: null, y: null, rcc: 1.42, terminalH: false });
    expect(CARBON_FORM_DEFAULTS.swnt).toEqual({
      type: 'zigzag',
      circle: 6,
      period: 2,
      rcc: 1.42,
      terminalH: false,
    });
    expect(CARBON_FORM_DEFAULTS.mwnt.walls).toBe(1);
    expect(CARBON_FORM_DEFAULTS.functional).toEqual({ group: '_O_', count: 1, orientation: 'random' });
  });

  it('gives premium users diameter and length 100 and walls 10, others 20, 10 and 3 (001 §6)', () => {
    expect(tubeBounds(false)).toEqual({
      circle: { min: 1, max: 20 },
      period: { min: 1, max: 10 },
      walls: { min: 1, max: 3 },
    });
    expect(tubeBounds(true)).toEqual({
      circle: { min: 1, max: 100 },
      period: { min: 1, max: 100 },
      walls: { min: 1, max: 10 },
    });
  });

  it('checks graphene x and y as whole numbers 1–20 and sends Rcc to 2 decimals', () => {
    const form = { ...CARBON_FORM_DEFAULTS.graphene, x: 4, y: 3 };
    expect(checkGraphene({ ...form, x: null })).toMatchObject({ ok: false, problem: { key: 'x' } });
    expect(checkGraphene({ ...form, x: 21 })).toMatchObject({ ok: false, problem: { key: 'x' } });
    expect(checkGraphene({ ...form, y: 0 })).toMatchObject({ ok: false, problem: { key: 'y' } });
    expect(checkGraphene({ ...form, y: 2.5 })).toMatchObject({ ok: false, problem: { key: 'y' } });
    expect(checkGraphene({ ...form, rcc: null })).toMatchObject({ ok: false, problem: { key: 'rcc' } });
    expect(checkGraphene({ ...form, x: 20, y: 1, rcc: 1.4249 })).toEqual({
      ok: true,
      path: builderPath('model/graphene-square'),
      body: { x: 20, y: 1, Rcc: 1.42, terminal_H: false },
    });
  });

  it('checks a tube against the user’s bounds and picks the call by type and walls', () => {
    const tube = CARBON_FORM_DEFAULTS.swnt;
    expect(checkTube({ ...tube, circle: 0.5 }, false)).toMatchObject({
      ok: false,
      problem: { key: 'circle' },
    });
    expect(checkTube({ ...tube, circle: 25 }, false)).toMatchObject({
      ok: false,
      problem: { key: 'circle', params: { min: 1, max: 20 } },
    });
    expect(checkTube({ ...tube, circle: 25 }, true)).toMatchObject({ ok: true });
    expect(checkTube({ ...tube, period: 11 }, false)).toMatchObject({
      ok: false,
      problem: { key: 'period' },
    });
    expect(checkTube({ ...tube, period: 1.5 }, true)).toMatchObject({
      ok: false,
      problem: { key: 'period' },
    });
    expect(checkTube({ ...tube, circle: 7.8, period: 3 }, false)).toEqual({
      ok: true,
      path: builderPath('model/swnt/zigzag'),
      body: { circle: 7.8, period: 3, Rcc: 1.42, terminal_H: false },
    });
    const multi: MultiWallForm = { ...CARBON_FORM_DEFAULTS.mwnt, type: 'armchair', walls: 4 };
    expect(checkTube(multi, false)).toMatchObject({
      ok: false,
      problem: { key: 'walls', params: { max: 3 } },
    });
    expect(checkTube(multi, true)).toMatchObject({
      ok: true,
      path: builderPath('model/mwnt/armchair'),
      body: { walls: 4 },
    });
  });

  it('sends the current structure with the functional group; the count is a whole number at least 1', () => {
    const form = CARBON_FORM_DEFAULTS.functional;
    expect(checkFunctional({ ...form, count: 0 }, 'mol2')).toMatchObject({
      ok: false,
      problem: { key: 'count' },
    });
    expect(checkFunctional({ ...form, count: null }, 'mol2')).toMatchObject({ ok: false });
    expect(checkFunctional({ ...form, group: '-OH', count: 4 }, 'MOL2 TEXT')).toEqual({
      ok: true,
      path: builderPath('model/add-functional-group'),
      body: { data: 'MOL2 TEXT', group: '-OH', count: 4, orientation: 'random' },
    });
  });
});
