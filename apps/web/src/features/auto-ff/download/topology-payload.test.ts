import { builderFlow } from '@topoforge/chem';
import { topologyPayloadSchema } from '@topoforge/contract';
import { describe, expect, it } from 'vitest';
import { sample } from '../../../widgets/parameter-tables/sample-parameter-set';
import { tablesOf, withEditedRow } from '../../../widgets/parameter-tables/tables';
import { buildPayload, resnameProblem, supercellProblem, topologyQuestions } from './topology-payload';

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

describe("the topology dialog's questions come from the builder's flow", () => {
  const withCell = (cell: boolean) => sample(cell ? [10, 0, 0, 0, 10, 0, 0, 0, 10] : null);

  it('asks the molecule builders for a supercell only for a structure with a cell, resname UNK', () => {
    for (const id of ['all-atom', 'united-atom', 'ion-liquid'] as const) {
      expect(topologyQuestions(builderFlow(id), withCell(false))).toEqual({
        supercell: false,
        resname: 'UNK',
      });
      expect(topologyQuestions(builderFlow(id), withCell(true))).toEqual({ supercell: true, resname: 'UNK' });
    }
  });

  it('follows the flow: no supercell where it asks none, its own resname default', () => {
    expect(topologyQuestions(builderFlow('polymers'), withCell(true))).toEqual({
      supercell: false,
      resname: 'NUK',
    });
    expect(topologyQuestions(builderFlow('multi-body'), withCell(false)).resname).toBe('UNK');
  });
});
