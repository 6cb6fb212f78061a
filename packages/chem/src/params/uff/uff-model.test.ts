import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findForceField, forceFieldList } from '../../forcefields/registry.js';
import { parseUffPrm } from '../../forcefields/uff/uff-prm.js';
import { findForceFieldModel } from '../models/force-field-models.js';
import { zinc4O } from '../../typing/uff/testing/mof-fragments.js';

const UFF_PRM = '/usr/share/openbabel/3.1.1/UFF.prm';
const uff = parseUffPrm(readFileSync(UFF_PRM, 'utf8'), UFF_PRM);

describe('UFF and UFF4MOF models', () => {
  it('are registered: typer and parameters, UFF4MOF first in the framework list', () => {
    expect(findForceField('UFF')).toMatchObject({ typer: true, parameters: true, family: 'uff' });
    expect(findForceField('UFF4MOF')).toMatchObject({ typer: true, parameters: true, flows: ['mof'] });
    expect(forceFieldList('mof')[0]).toBe('UFF4MOF');
    expect(forceFieldList('mof')).toContain('UFF');
    expect(findForceField('UFF')?.defaults).toEqual({
      nbfunc: 1,
      combinationRule: 3,
      genPairs: true,
      fudgeLJ: 1,
      fudgeQQ: 1,
    });
    expect(findForceFieldModel('uff')?.name).toBe('UFF');
    expect(findForceFieldModel('uff4mof')?.needs).toEqual(['uff']);
  });

  it('give a type’s mass, σ and ε with its source', () => {
    const mof = findForceFieldModel('UFF4MOF')!;
    const zn = mof.atom('Zn3f2', { uff })!;
    expect(zn.mass).toBeCloseTo(65.38, 1);
    expect(zn.sigma).toBeCloseTo((2.763 * 2 ** (-1 / 6)) / 10, 12);
    expect(zn.epsilon).toBeCloseTo(0.124 * 4.184, 12);
    expect(zn.source).toContain('Addicoat');
    expect(findForceFieldModel('UFF')!.atom('Zn3f2', { uff })).toBeUndefined();
    expect(findForceFieldModel('UFF')!.atom('C_3', { uff })?.source).toMatch(/UFF\.prm, line \d+/);
  });

  it('type and parameterize a framework fragment end to end, and need UFF.prm', () => {
    const model = findForceFieldModel('uff4mof')!;
    const typed = model.type(zinc4O(10));
    const charges = new Float64Array(typed.types.length);
    const built = model.parameterize(typed.molecule, { types: typed.types, charges, data: { uff } });
    expect(built.system.atoms.map((a) => a.type).slice(0, 2)).toEqual(['O_3_f', 'Zn3f2']);
    expect(() => model.parameterize(typed.molecule, { types: typed.types, charges, data: {} })).toThrow(
      /UFF\.prm/,
    );
  });
});
