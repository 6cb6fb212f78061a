import { describe, expect, it } from 'vitest';
import { chargeRequestSchema, MAX_CHARGE_SCALE } from './charge.js';
import { numeric, tableCell } from './numbers.js';
import { topologyPayloadSchema } from './topfile.js';

const PROV = { forceField: 'GAFF', source: 'gaff.dat', estimated: false };

/** One atom and one bond, with `atomCells` as the atom's x … ε cells. */
const payload = (atomCells: unknown[], bond: unknown[] = [1, 1, 1, 0.1, 1000]): unknown => ({
  atoms: [['C1', 'GAFF', 'c3', ...atomCells]],
  bonds: [bond],
  angles: [],
  dihedrals: [],
  impropers: [],
  pairs: [],
  provenance: { atoms: [PROV], bonds: [PROV], angles: [], dihedrals: [], impropers: [] },
  defaults: { nbfunc: 1, combinationRule: 2, genPairs: true, fudgeLJ: 0.5, fudgeQQ: 0.8333 },
  meta: {
    inputSha256: '0',
    forceFields: ['GAFF'],
    backup: null,
    waterModel: null,
    chargeMethod: null,
    program: { name: 'TopoForge', version: '0' },
    cell: null,
    estimated: { atoms: 0, bonds: 0, angles: 0, dihedrals: 0, impropers: 0 },
  },
  resname: 'MOL',
});

const firstIssue = (value: unknown) => {
  const parsed = topologyPayloadSchema.safeParse(value);
  if (parsed.success) throw new Error('the payload was accepted');
  return parsed.error.issues[0];
};

describe('payload numbers are finite', () => {
  it('numeric: numbers and numeric text pass, infinite text and JSON 1e999 do not', () => {
    expect(numeric.parse(' 1.5e3 ')).toBe(1500);
    expect(numeric.parse(-2)).toBe(-2);
    for (const bad of ['1e999', '-1e999', Infinity, JSON.parse('1e999') as number, NaN]) {
      expect(numeric.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('table cells: finite numbers and any text pass; "1e999" and Infinity are refused', () => {
    expect(tableCell.parse('x')).toBe('x');
    expect(tableCell.parse('0.25')).toBe('0.25');
    expect(tableCell.parse(3)).toBe(3);
    for (const bad of ['1e999', ' -1E400 ', Infinity, NaN]) {
      expect(tableCell.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('a topology payload with "1e999" in a coordinate is refused naming table, row and column', () => {
    const issue = firstIssue(payload([0, '1e999', 0, -0.1, 12.01, 0.34, 0.46]));
    expect(issue?.path).toEqual(['atoms', 0, 4]);
    expect(issue?.message).toBe('must be a finite number');
    const parsed = JSON.parse(
      JSON.stringify(payload([0, 0, 0, -0.1, 12.01, 0.34, 0.46])).replace('1000]', '1e999]'),
    ) as unknown;
    expect(firstIssue(parsed)?.path).toEqual(['bonds', 0, 4]);
  });

  it('a finite payload still passes, numeric text included', () => {
    expect(topologyPayloadSchema.safeParse(payload([0, '1.5', 0, -0.1, 12.01, 0.34, 0.46])).success).toBe(
      true,
    );
  });
});

describe('charge scale', () => {
  const body = (scale: unknown) => ({ data: 'x', scale });

  it(`lies in 0 < scale ≤ ${MAX_CHARGE_SCALE}`, () => {
    expect(chargeRequestSchema.parse(body(1.2)).scale).toBe(1.2);
    expect(chargeRequestSchema.parse(body(String(MAX_CHARGE_SCALE))).scale).toBe(MAX_CHARGE_SCALE);
    for (const bad of [1e308, '1e308', '1e999', 0, -1, MAX_CHARGE_SCALE + 0.001]) {
      const parsed = chargeRequestSchema.safeParse(body(bad));
      expect(parsed.success, String(bad)).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['scale']);
    }
  });
});
