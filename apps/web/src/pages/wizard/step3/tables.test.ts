import type { ParameterSet } from '@topoforge/contract';
import { parameterSetSchema, topologyPayloadSchema } from '@topoforge/contract';
import { describe, expect, it } from 'vitest';
import {
  PAGE_SIZE,
  atBottom,
  buildPayload,
  firstPage,
  formatCell,
  groupByFunct,
  isWaterAtom,
  nextPage,
  parseCell,
  resnameProblem,
  supercellProblem,
  tablesOf,
  withEditedRow,
} from './tables';

const given = { forceField: 'GAFF', source: 'gaff.dat', estimated: false };
const estimated = { forceField: 'GAFF', source: 'estimate', estimated: true, estimatedFrom: 'c3-c3' };

/** A small hand-written set: water O, a carbon, one bond per funct, a mixed dihedral table. */
function sample(cell: number[] | null = null): ParameterSet {
  return parameterSetSchema.parse({
    atoms: [
      ['OW1', 'SPCE', 'OW', 0, 0, 0, -0.8476, 15.999, 0.3166, 0.65],
      ['C2', 'GAFF', 'c3', 1, 0, 0, 0.1, 12.01, 0.34, 0.4577],
    ],
    bonds: [
      [1, 2, 1, 0.1535, 253634.08],
      [2, 3, 5],
      [1, 3, 1, 0.1092, 282252.64],
    ],
    angles: [[1, 2, 3, 1, 110.05, 388.02]],
    dihedrals: [
      [1, 2, 3, 4, 9, 0, 1.046, 1],
      [1, 2, 3, 4, 4, 180, 4.6],
      [2, 3, 4, 5, 9, 0, 0.65, 3],
    ],
    impropers: [],
    pairs: [[1, 4, 1]],
    provenance: {
      atoms: [given, given],
      bonds: [given, estimated, given],
      angles: [given],
      dihedrals: [given, given, given],
      impropers: [],
    },
    defaults: { nbfunc: 1, combinationRule: 2, genPairs: true, fudgeLJ: 0.5, fudgeQQ: 0.8333 },
    meta: {
      inputSha256: 'x',
      forceFields: ['GAFF'],
      backup: 'GAFF',
      waterModel: 'SPCE',
      chargeMethod: null,
      program: { name: 'TopoForge', version: '0.1.0' },
      cell,
      estimated: { atoms: 0, bonds: 1, angles: 0, dihedrals: 0, impropers: 0 },
    },
  });
}

describe('grouping by function type', () => {
  it('makes one group per funct, ascending, keeping each row’s index in the whole table', () => {
    const groups = groupByFunct(sample().dihedrals, 4);
    expect(groups.map((g) => g.funct)).toEqual(['4', '9']);
    expect(groups[1]?.rows.map((r) => r.index)).toEqual([0, 2]);
    expect(groups[0]?.parameterCount).toBe(2);
    expect(groups[1]?.parameterCount).toBe(3);
  });

  it('groups bonds after two atom ids; a constraint-like row without parameters has none', () => {
    const groups = groupByFunct(sample().bonds, 2);
    expect(groups.map((g) => [g.funct, g.rows.length, g.parameterCount])).toEqual([
      ['1', 2, 2],
      ['5', 1, 0],
    ]);
    expect(groupByFunct([], 2)).toEqual([]);
  });
});

describe('cells', () => {
  it('reads numeric text as numbers and leaves other text alone', () => {
    expect(parseCell(' 0.1555 ')).toBe(0.1555);
    expect(parseCell('1e3')).toBe(1000);
    expect(parseCell('abc')).toBe('abc');
    expect(parseCell('')).toBe('');
    expect(parseCell(' ')).toBe(' ');
    expect(parseCell('Infinity')).toBe('Infinity');
    expect(parseCell(7)).toBe(7);
  });

  it('shows numbers with 3 decimals', () => {
    expect(formatCell(253634.08)).toBe('253634.080');
    expect(formatCell(0.0656888)).toBe('0.066');
    expect(formatCell('0.15555')).toBe('0.156');
    expect(formatCell('x1')).toBe('x1');
    expect(formatCell(undefined)).toBe('');
  });

  it('tells water-model atoms by their atom type name', () => {
    const [water, carbon] = sample().atoms;
    expect(isWaterAtom(water ?? [], ['SPCE', 'TIP3P'])).toBe(true);
    expect(isWaterAtom(carbon ?? [], ['SPCE', 'TIP3P'])).toBe(false);
  });
});

describe('editing and the download payload', () => {
  it('replaces one row, marks it as the user’s and leaves the set it came from unchanged', () => {
    const set = sample();
    const edited = withEditedRow(tablesOf(set), 'bonds', 0, [1, 2, 1, '0.1555', '250000']);
    expect(edited.bonds[0]).toEqual([1, 2, 1, 0.1555, 250000]);
    expect(edited.provenance.bonds[0]?.derivedFrom).toBe('user');
    expect(edited.provenance.bonds[1]?.derivedFrom).toBeUndefined();
    expect(set.bonds[0]).toEqual([1, 2, 1, 0.1535, 253634.08]);
    expect(set.provenance.bonds[0]?.derivedFrom).toBeUndefined();
  });

  it('sends numeric text as numbers, other text as text, atom names as text', () => {
    const set = sample();
    let tables = withEditedRow(tablesOf(set), 'angles', 0, [1, 2, 3, 1, '111.5', 'stiff']);
    tables = withEditedRow(tables, 'atoms', 1, [
      'C2',
      'GAFF',
      'c3',
      '1',
      '0',
      '0',
      '0.25',
      '12.011',
      '0.34',
      '0.4577',
    ]);
    tables = { ...tables, pairs: [['1', '4', '1']] };
    const payload = buildPayload(set, tables, ' ETH ', [2, 2, 2]);
    expect(payload.angles[0]).toEqual([1, 2, 3, 1, 111.5, 'stiff']);
    expect(payload.atoms[1]).toEqual(['C2', 'GAFF', 'c3', 1, 0, 0, 0.25, 12.011, 0.34, 0.4577]);
    expect(payload.pairs).toEqual([[1, 4, 1]]);
    expect(payload.resname).toBe('ETH');
    expect(payload.provenance.angles[0]?.derivedFrom).toBe('user');
    // Not a crystal (meta.cell null): no supercell is sent.
    expect('supercell' in payload).toBe(false);
    expect(payload.meta).toEqual(set.meta);
    expect(topologyPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('adds the supercell for crystals', () => {
    const set = sample([10, 0, 0, 0, 10, 0, 0, 0, 10]);
    const payload = buildPayload(set, tablesOf(set), 'UNK', [1, 2, 3]);
    expect(payload.supercell).toEqual([1, 2, 3]);
  });
});

describe('download dialog rules', () => {
  it('resname: required, letters and digits, at most 4', () => {
    expect(resnameProblem('')).toBe('required');
    expect(resnameProblem('  ')).toBe('required');
    expect(resnameProblem(undefined)).toBe('required');
    expect(resnameProblem('E-1')).toBe('lettersOrDigits');
    expect(resnameProblem('醇')).toBe('lettersOrDigits');
    expect(resnameProblem('ETHAN')).toBe('tooLong');
    expect(resnameProblem('UNK')).toBeUndefined();
    expect(resnameProblem('a1B2')).toBeUndefined();
  });

  it('supercell: required, whole numbers 1 to 10', () => {
    expect(supercellProblem(null)).toBe('required');
    expect(supercellProblem('')).toBe('required');
    expect(supercellProblem(0)).toBe('range');
    expect(supercellProblem(11)).toBe('range');
    expect(supercellProblem(1.5)).toBe('range');
    expect(supercellProblem(1)).toBeUndefined();
    expect(supercellProblem('10')).toBeUndefined();
  });
});

describe('30-row paging', () => {
  it('shows 30 rows, then 30 more at each bottom, never past the end', () => {
    expect(PAGE_SIZE).toBe(30);
    expect(firstPage(75)).toBe(30);
    expect(firstPage(12)).toBe(12);
    expect(nextPage(30, 75)).toBe(60);
    expect(nextPage(60, 75)).toBe(75);
    expect(nextPage(75, 75)).toBe(75);
  });

  it('knows the bottom of the scroll box', () => {
    expect(atBottom({ scrollTop: 600, clientHeight: 400, scrollHeight: 1000 })).toBe(true);
    expect(atBottom({ scrollTop: 597, clientHeight: 400, scrollHeight: 1000 })).toBe(true);
    expect(atBottom({ scrollTop: 500, clientHeight: 400, scrollHeight: 1000 })).toBe(false);
  });
});
