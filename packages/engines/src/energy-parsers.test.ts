import { describe, expect, it } from 'vitest';
import { gromacsTerms, readXvg } from './gromacs.js';
import { lammpsTerms, thermoRows } from './lammps.js';
import { ProgramError } from './program-error.js';

/*
 * Output excerpts printed by gmx_d energy -dp (GROMACS 2022.5) and lmp (29 Sep 2021) for the rule-
 * parameterised ethanol of the cross-engine tests, cut to the lines the parsers read.
 */
const XVG = `# This file was created Sat Nov 21 12:02:10 2026
@    title "GROMACS Energies"
@    xaxis  label "Time (ps)"
@TYPE xy
@ view 0.15, 0.15, 0.75, 0.85
@ legend on
@ s0 legend "Bond"
@ s1 legend "Angle"
@ s2 legend "Proper Dih."
@ s3 legend "LJ-14"
@ s4 legend "Coulomb-14"
@ s5 legend "LJ (SR)"
@ s6 legend "Coulomb (SR)"
    0.000000    7.250346196593    6.559926875284   10.804729792572   -0.461388445256   -1.130819118196   -0.030923528261    0.527201269450
`;

const LAMMPS = `Setting up Verlet run ...
Per MPI rank memory allocation (min/avg/max) = 16.44 | 16.44 | 16.44 Mbytes
Step PotEng E_bond E_angle E_dihed E_impro E_vdwl E_coul 
       0 5.62119336723 1.73287432997 1.56786015184 2.58239239784 0 -0.117665385565 -0.144268126852 
Loop time of 1.932e-06 on 1 procs for 0 steps with 9 atoms
Step PotEng E_bond E_angle E_dihed E_impro E_vdwl E_coul 
       0 6.00174010525 1.73287432997 1.56786015184 2.58239239784 0 -0.00739090063605 0.126004126246 
Loop time of 1.1e-06 on 1 procs for 0 steps with 9 atoms
`;

describe('GROMACS energy parsing', () => {
  it('reads the legends and values of gmx energy -dp, absent terms counting 0', () => {
    const terms = gromacsTerms(readXvg('gmx_d', XVG));
    expect(terms).toEqual({
      bond: 7.250346196593,
      angle: 6.559926875284,
      proper: 10.804729792572,
      improper: 0,
      lj: -0.030923528261,
      lj14: -0.461388445256,
      coulomb: 0.52720126945,
      coulomb14: -1.130819118196,
    });
  });

  it('refuses an xvg without energies', () => {
    expect(() => readXvg('gmx_d', '@ s0 legend "Bond"\n')).toThrow(ProgramError);
    expect(() => readXvg('gmx_d', XVG.replace('0.527201269450', 'nan'))).toThrow(/no readable energies/);
  });
});

describe('LAMMPS thermo parsing', () => {
  it('reads both thermo blocks and splits 1-4 from the rest in kJ/mol', () => {
    const [all, no14] = thermoRows('lmp', LAMMPS);
    const terms = lammpsTerms(all!, no14!);
    // kcal/mol × 4.184; 1-4 = first run − second run (1-4 weights 0).
    expect(terms.bond).toBeCloseTo(1.73287432997 * 4.184, 12);
    expect(terms.lj).toBeCloseTo(-0.00739090063605 * 4.184, 12);
    expect(terms.lj14).toBeCloseTo((-0.117665385565 + 0.00739090063605) * 4.184, 12);
    expect(terms.coulomb14).toBeCloseTo((-0.144268126852 - 0.126004126246) * 4.184, 12);
    // Against GROMACS on the same files (XVG above): LJ-14 −0.461388445, Coulomb-14 −1.130819118.
    expect(terms.lj14).toBeCloseTo(-0.461388445256, 8);
    expect(terms.coulomb14).toBeCloseTo(-1.130819118196, 7);
  });

  it('refuses a thermo row it cannot read', () => {
    expect(() => thermoRows('lmp', 'Step PotEng E_bond\n  0 1.5\n')).toThrow(/unreadable thermo row/);
  });
});
