import { describe, expect, it } from 'vitest';
import { ChemError } from '../../core/errors.js';
import type { System } from '../../core/system.js';
import { runWriter } from '../engine-writer.js';
import { acetaldehyde } from '../testing/acetaldehyde.js';
import { gomcWriter } from './gomc-writer.js';

/** Acetaldehyde with its periodic improper made harmonic (GOMC's only improper form). */
function harmonic(): System {
  const base = acetaldehyde();
  const provenance = base.improperParameters[0]!.provenance;
  return { ...base, improperParameters: [{ funct: 2, xi0: 0, k: 167.36, provenance }] };
}

const write = (system: System): Record<string, string> =>
  runWriter(gomcWriter, system, { residueName: 'ACE' });

describe('GOMC writer', () => {
  it('writes PSF, GOMC parameter file, PDB and control file', () => {
    expect(Object.keys(write(harmonic())).sort()).toEqual(['ACE.conf', 'ACE.par', 'ACE.pdb', 'ACE.psf']);
  });

  it("writes the parameters in GOMC's CHARMM style: no MASS lines, IMPROPERS with K and ψ0 only", () => {
    const par = write(harmonic())['ACE.par']!;
    expect(par).not.toMatch(/^(ATOMS|MASS)/m);
    // 167.36/2 / 4.184 = 20 kcal/mol/rad², ψ0 = 0.
    expect(par).toMatch(/\nIMPROPERS\n!.*\nC3 +HA +C +O +20 0\n/);
    // GOMC skips the rest of a heading line, so the NONBONDED options stay on it.
    expect(par).toContain('\nNONBONDED nbxmod 5 e14fac 0.833333333333\n');
    expect(par).toMatch(/\nDIHEDRALS\n!.*\nO +C +C3 +HC +0\.19120458891 1 0\n/);
  });

  it('writes a control file with Exclude 1-3, 1-4scaling = fudgeQQ, a plain cut-off and the box', () => {
    const conf = write(harmonic())['ACE.conf']!.split('\n');
    for (const line of [
      'ParaTypeCHARMM       true',
      'Parameters           ACE.par',
      'Coordinates          0 ACE.pdb',
      'Structure            0 ACE.psf',
      'Potential            VDW',
      'LRC                  false',
      'Rcut                 12',
      'Exclude              1-3',
      'VDWGeometricSigma    false',
      'Ewald                false',
      '1-4scaling           0.833333333333',
      // The molecule's box: bounding box 2.48 × 2.0 × 1.76 Å + 10 Å on each side.
      'CellBasisVector1     0 22.48 0 0',
      'CellBasisVector3     0 0 0 21.76',
    ]) {
      expect(conf).toContain(line);
    }
  });

  it('refuses periodic impropers, which GOMC has no form for', () => {
    try {
      write(acetaldehyde());
    } catch (e) {
      expect(e).toBeInstanceOf(ChemError);
      expect((e as ChemError).message).toBe(
        'GOMC cannot write the improper 1-4-2-3: function type 4 is not supported (supported: 2).',
      );
      return;
    }
    throw new Error('expected a ChemError');
  });

  it('refuses type names that GOMC would glue into one key (C + A3 and CA + 3)', () => {
    const base = harmonic();
    // Bonds 2–3 (C–A3) and 1–5 (CA–3) would both be "CA3" to GOMC.
    const types = ['CA', 'C', 'A3', 'ha', '3', 'hc', 'hc'];
    const atoms = base.atoms.map((a, i) => ({ ...a, type: types[i]! }));
    expect(() => write({ ...base, atoms })).toThrow(
      /GOMC joins type names without a separator, so the parameter lines for .* would be one/,
    );
    // The same names are fine for the other CHARMM-format writers, and for GOMC without the clash.
    const fine = base.atoms.map((a, i) => ({ ...a, type: ['CA', 'C', 'A4', 'ha', '3', 'hc', 'hc'][i]! }));
    expect(write({ ...base, atoms: fine })['ACE.par']).toContain('\nBONDS\n');
  });
});
