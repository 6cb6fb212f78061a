import { describe, expect, it } from 'vitest';
import type { System } from '../core/system.js';
import { ENGINE_WRITERS } from './registry.js';
import { periodicChain } from './testing/materials.js';

/*
 * The materials forms (core/system.ts: angles 2, 101, 102; impropers 101, 102) through every
 * registered writer: a writer takes a form exactly when its `supports` lists it, and otherwise refuses
 * the System before a line is written, naming the first term and its function type (checkForms).
 */
/** As a molecule (Gaussian and ORCA write no crystal) under rule 2 (Gaussian's only rule). */
function molecule(system: System): System {
  const { cell: _cell, ...rest } = system.molecule;
  return { ...system, molecule: rest, defaults: { ...system.defaults, combinationRule: 2 } };
}

const SYSTEMS: Record<string, System> = {
  'UFF (angles 101, 102; impropers 101)': molecule(periodicChain({ forms: 'uff', infinite: false })),
  'DREIDING (angles 2, 102; impropers 102)': molecule(
    periodicChain({ forms: 'dreiding', infinite: false, linearCosine: true }),
  ),
};

describe('materials forms in every writer', () => {
  for (const [name, system] of Object.entries(SYSTEMS)) {
    it(`writes or refuses by supports: ${name}`, () => {
      const angleForms = new Set(system.angleParameters.map((p) => p.funct));
      const improperForms = new Set(system.improperParameters.map((p) => p.funct));
      for (const entry of ENGINE_WRITERS) {
        const takes =
          [...angleForms].every((f) => entry.supports.angles.includes(f)) &&
          [...improperForms].every((f) => entry.supports.impropers.includes(f));
        const refusal = entry.refusal(system, { residueName: 'CHN' });
        if (takes) {
          expect(refusal?.message, entry.id).toBeUndefined();
          expect(Object.keys(entry.write(system, { residueName: 'CHN' })).length, entry.id).toBeGreaterThan(
            0,
          );
        } else {
          expect(refusal?.code, entry.id).toBe('unsupported-form');
          expect(refusal?.message, entry.id).toMatch(
            /cannot write the (angle|improper) \d+-\d+-\d+(-\d+)?: function type (2|101|102) is not supported/,
          );
        }
      }
    });
  }

  it('LAMMPS, moltemplate and OpenMM take every materials form; GROMACS the cosine-harmonic angle', () => {
    const ids = (kind: 'angles' | 'impropers', f: number): string[] =>
      ENGINE_WRITERS.filter((e) => e.supports[kind].includes(f)).map((e) => e.id);
    expect(ids('angles', 101)).toEqual(['lammps', 'openmm', 'moltemplate']);
    expect(ids('impropers', 102)).toEqual(['lammps', 'openmm', 'moltemplate']);
    expect(ids('angles', 2)).toEqual(['gromacs', 'lammps', 'openmm', 'moltemplate']);
  });
});
