import { describe, expect, it } from 'vitest';
import { adjacency } from '../../core/molecule.js';
import { fullereneTree } from './catalogue.js';
import { findFullerene, resolveFullerene } from './resolve.js';

describe('fullerene names C{n}, C{n}-{pg}, C{n}-{pg}_{index}', () => {
  it('names C78 IPR isomers by point group and rank in Atlas order (D3, C2v, C2v, D3h, D3h)', () => {
    expect(findFullerene('C78-C2v_2').atlas).toBe(3);
    expect(findFullerene('C78-D3h_1').atlas).toBe(4);
    expect(findFullerene('C78-D3').atlas).toBe(1);
    expect(findFullerene('c78-d3h_2').name).toBe('C78-D3h_2');
  });

  it('takes a bare C{n} as the unique most symmetric isomer, else refuses naming the candidates', () => {
    expect(findFullerene('C76').pointGroup).toBe('Td');
    expect(findFullerene('C28').pointGroup).toBe('Td');
    expect(() => findFullerene('C78')).toThrow(/C78-D3h_1, C78-D3h_2/);
  });

  it('refuses unknown names, counts, groups and indices with a rule', () => {
    const rule = (name: string): unknown => {
      try {
        findFullerene(name);
      } catch (e) {
        return (e as { data: { rule: string } }).data.rule;
      }
      return undefined;
    };
    expect(rule('C60Ih')).toBe('fullerene-name');
    expect(rule('C22')).toBe('fullerene-count');
    expect(rule('C110')).toBe('fullerene-count');
    expect(rule('C78-Ih')).toBe('fullerene-point-group');
    expect(rule('C78-C2v')).toBe('fullerene-index');
    expect(rule('C78-C2v_3')).toBe('fullerene-index');
  });

  it('resolves C70 to a checked D5h molecule with its Atlas number and spiral', () => {
    const r = resolveFullerene('C70');
    expect(r).toMatchObject({
      name: 'C70-D5h',
      atlas: 1,
      pointGroup: 'D5h',
      spiral: [1, 7, 9, 11, 13, 15, 27, 29, 31, 33, 35, 37],
    });
    expect(r.molecule.atomCount).toBe(70);
    expect(r.molecule.bonds.count).toBe(105);
    expect([...r.molecule.elements].every((e) => e === 6)).toBe(true);
    const adj = adjacency(r.molecule);
    for (let a = 0; a < 70; a++) expect(adj.start[a + 1]! - adj.start[a]!).toBe(3);
    expect(r.checks.pointGroup3d).toBe('D5h');
  });

  it('resolves the chiral icosahedral C260 from the Goldberg–Coxeter construction', () => {
    const r = resolveFullerene('C260');
    expect(r).toMatchObject({ name: 'C260-I', pointGroup: 'I', goldbergCoxeter: [3, 1], atlas: undefined });
    expect(r.checks.pointGroup3d).toBe('I');
    expect(r.spiral).toHaveLength(12);
  });
});

describe('the fullerene tree', () => {
  it('lists point groups, largest first, then isomers in Atlas order', () => {
    const tree = fullereneTree(78);
    expect(tree.groups.map((g) => g.pointGroup)).toEqual(['D3h', 'D3', 'C2v']);
    expect(tree.groups[2]!.isomers.map((i) => [i.name, i.atlas])).toEqual([
      ['C78-C2v_1', 2],
      ['C78-C2v_2', 3],
    ]);
  });
});
