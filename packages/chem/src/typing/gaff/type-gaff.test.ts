import { describe, expect, it } from 'vitest';
import { ChemError } from '../../core/errors.js';
import { smiles } from '../../perception/testing/smiles.js';
import { typeGaff } from './type-gaff.js';

/**
 * Expected types come from the GAFF atom-type definitions (Wang, Wolf, Caldwell, Kollman & Case,
 * J. Comput. Chem. 2004, 25, 1157, Table 1, and the type descriptions in GAFF 1.4's gaff.dat) and
 * antechamber's order of tests (Wang et al., J. Mol. Graph. Model. 2006, 25, 247); each case says
 * which definition gives it. Molecules are Kekulé SMILES (test reader); heavy atoms keep SMILES
 * order and hydrogens follow them.
 */
const typesOf = (smi: string): string[] => typeGaff(smiles(smi)).types;
const heavy = (smi: string): string[] => {
  const mol = smiles(smi);
  return typeGaff(mol).types.filter((_, i) => mol.elements[i] !== 1);
};
const hydrogens = (smi: string): string[] => {
  const mol = smiles(smi);
  return typeGaff(mol).types.filter((_, i) => mol.elements[i] === 1);
};

describe('typeGaff: aromatic rings', () => {
  it('benzene: ca (sp2 C in a pure aromatic ring), ha (H on aromatic C)', () => {
    expect(typesOf('C1=CC=CC=C1')).toEqual([...Array(6).fill('ca'), ...Array(6).fill('ha')]);
  });

  it('pyridine: nb (sp2 N in a pure aromatic ring); H next to N is h4 (sp2 C with one N)', () => {
    expect(heavy('C1=CC=NC=C1')).toEqual(['ca', 'ca', 'ca', 'nb', 'ca', 'ca']);
    // H order follows the carbons C1, C2, C3, C5, C6: C3 and C5 carry the N.
    expect(hydrogens('C1=CC=NC=C1')).toEqual(['ha', 'ha', 'h4', 'h4', 'ha']);
  });

  it('toluene: c3 and hc on the methyl, ca in the ring', () => {
    expect(typesOf('CC1=CC=CC=C1')).toEqual([
      'c3',
      ...Array(6).fill('ca'),
      'hc',
      'hc',
      'hc',
      ...Array(5).fill('ha'),
    ]);
  });

  it('phenol: oh (O with one H) and ho (H on O)', () => {
    expect(typesOf('OC1=CC=CC=C1').slice(0, 2)).toEqual(['oh', 'ca']);
    expect(hydrogens('OC1=CC=CC=C1')[0]).toBe('ho');
  });

  it('reads aromatic bond orders too (kekulized first)', () => {
    expect(heavy('C1:C:C:N:C:C:1')).toEqual(['ca', 'ca', 'ca', 'nb', 'ca', 'ca']);
  });

  it('naphthalene: every carbon ca (fusion carbons lie in two 6-rings, so not cp)', () => {
    expect(heavy('C1=CC=C2C=CC=CC2=C1')).toEqual(Array(10).fill('ca'));
  });

  it('biphenyl: the two head carbons are cp (pure aromatic, one 6-ring, three aromatic neighbours)', () => {
    const t = heavy('C1=CC=C(C=C1)C1=CC=CC=C1');
    expect(t[3]).toBe('cp');
    expect(t[6]).toBe('cp');
    expect(t.filter((x) => x === 'ca')).toHaveLength(10);
  });
});

describe('typeGaff: conjugated rings and chains (paired types)', () => {
  it('thiophene: ss (S with two neighbours), cc/cd alternating so that C=C joins cc and cd', () => {
    // Ring C1=C2–C3=C4–S5: C1 is the first conjugated atom (cc); C1=C2 flips, C2–C3 keeps, C3=C4 flips.
    expect(heavy('C1=CC=CS1')).toEqual(['cc', 'cd', 'cd', 'cc', 'ss']);
  });

  it('furan: os (ether O), cc/cd; H on the C next to O is h4', () => {
    expect(heavy('C1=CC=CO1')).toEqual(['cc', 'cd', 'cd', 'cc', 'os']);
    expect(hydrogens('C1=CC=CO1')).toEqual(['h4', 'ha', 'ha', 'h4']);
  });

  it('imidazole: na (N–H, three neighbours, planar ring), nc/nd (two-connected ring N), h5 between two N', () => {
    // C1=C2–N3(H)–C4=N5–C1: C1 cc; C1=C2 flips → C2 cd; N5–C1 single keeps → N5 nc; C4=N5 flips → C4 cd.
    expect(heavy('C1=CNC=N1')).toEqual(['cc', 'cd', 'na', 'cd', 'nc']);
    expect(hydrogens('C1=CNC=N1')).toEqual(['h4', 'h4', 'hn', 'h5']);
  });

  it('butadiene: ce for the inner carbons (C3 joined by a single bond to another C3), c2 at the ends', () => {
    expect(heavy('C=CC=C')).toEqual(['c2', 'ce', 'ce', 'c2']);
  });

  it('hexatriene: ce–ce single, ce=cf double, cf–cf single (chain pair ce/cf, not cc/cd)', () => {
    expect(heavy('C=CC=CC=C')).toEqual(['c2', 'ce', 'ce', 'cf', 'cf', 'c2']);
  });

  it('acrylonitrile: cg (inner sp C single-bonded to an sp2 C), n1, ce', () => {
    expect(heavy('C=CC#N')).toEqual(['c2', 'ce', 'cg', 'n1']);
  });

  it('cyclohexa-1,3-diene: ring with sp3 carbons is not planar (AR4), so chain types ce', () => {
    expect(heavy('C1=CC=CCC1')).toEqual(['c2', 'ce', 'ce', 'c2', 'c3', 'c3']);
  });

  it('2-pyridone: AR3 ring (exocyclic C=O), c for the carbonyl C, n for the amide-like N', () => {
    expect(heavy('O=C1C=CC=CN1')).toEqual(['o', 'c', 'cc', 'cd', 'cd', 'cc', 'n']);
  });
});

describe('typeGaff: functional groups', () => {
  it('acetic acid: c (C=O), o (one neighbour), oh, ho', () => {
    expect(typesOf('CC(=O)O')).toEqual(['c3', 'c', 'o', 'oh', 'hc', 'hc', 'hc', 'ho']);
  });

  it('acetate: c with two delocalized C–O bonds, both O are o', () => {
    expect(heavy('CC(=O)[O-]')).toEqual(['c3', 'c', 'o', 'o']);
  });

  it('N-methylacetamide: c, o, n (N bonded to a C that carries O), hn, h1 on the N-methyl', () => {
    expect(typesOf('CC(=O)NC')).toEqual([
      'c3',
      'c',
      'o',
      'n',
      'c3',
      'hc',
      'hc',
      'hc',
      'hn',
      'h1',
      'h1',
      'h1',
    ]);
  });

  it('methylamine: n3 (sp3 N, three neighbours), hn, h1 (one withdrawing N on the carbon)', () => {
    expect(typesOf('CN')).toEqual(['c3', 'n3', 'h1', 'h1', 'h1', 'hn', 'hn']);
  });

  it('aniline: nh (amine N on an aromatic ring)', () => {
    expect(heavy('NC1=CC=CC=C1')[0]).toBe('nh');
  });

  it('methylammonium: n4 (four neighbours), hx (H on a C next to N+)', () => {
    expect(typesOf('C[NH3+]')).toEqual(['c3', 'n4', 'hx', 'hx', 'hx', 'hn', 'hn', 'hn']);
  });

  it('nitromethane: no (N with two terminal O), o', () => {
    expect(heavy('C[N+](=O)[O-]')).toEqual(['c3', 'no', 'o', 'o']);
  });

  it('methanesulfonamide: s6 (four neighbours, none conjugating), n3, o', () => {
    expect(heavy('CS(=O)(=O)N')).toEqual(['c3', 's6', 'o', 'o', 'n3']);
  });

  it('benzenesulfonamide: sy (tetravalent S with S=O single-bonded to an sp2 C)', () => {
    expect(heavy('NS(=O)(=O)C1=CC=CC=C1').slice(0, 4)).toEqual(['n3', 'sy', 'o', 'o']);
  });

  it('trimethyl phosphate: p5 (four neighbours), os, o; h1 on the O-methyls', () => {
    expect(heavy('COP(=O)(OC)OC')).toEqual(['c3', 'os', 'p5', 'o', 'os', 'c3', 'os', 'c3']);
    expect(new Set(hydrogens('COP(=O)(OC)OC'))).toEqual(new Set(['h1']));
  });

  it('acetonitrile: c1 (sp C, not conjugated) and n1', () => {
    expect(heavy('CC#N')).toEqual(['c3', 'c1', 'n1']);
  });

  it('halogens: f, cl, br, i; H on a C with three halogens is h3', () => {
    expect(typesOf('FC(Cl)(Br)I')).toEqual(['f', 'c3', 'cl', 'br', 'i']);
    expect(typesOf('FC(F)(F)[H]').at(-1)).toBe('h3');
  });

  it('thiol and thioether: sh/hs, ss; H on C–S is h1 (S counts as withdrawing)', () => {
    expect(typesOf('CS')).toEqual(['c3', 'sh', 'h1', 'h1', 'h1', 'hs']);
    expect(heavy('CSC')).toEqual(['c3', 'ss', 'c3']);
  });

  it('guanidinium: cz (sp2 C with three three-connected N); each N is nh (bonded to a C with a C=N double bond)', () => {
    expect(heavy('NC(N)=[NH2+]')).toEqual(['nh', 'cz', 'nh', 'nh']);
  });
});

describe('typeGaff: small rings', () => {
  it('cyclopropane cx and cyclobutane cy (sp3 C in 3- and 4-rings), hc', () => {
    expect(heavy('C1CC1')).toEqual(['cx', 'cx', 'cx']);
    expect(heavy('C1CCC1')).toEqual(['cy', 'cy', 'cy', 'cy']);
    expect(new Set(hydrogens('C1CC1'))).toEqual(new Set(['hc']));
  });

  it('cyclopropene and cyclobutene: cu / cv for the sp2 ring carbons', () => {
    expect(heavy('C1=CC1')).toEqual(['cu', 'cu', 'cx']);
    expect(heavy('C1=CCC1')).toEqual(['cv', 'cv', 'cy', 'cy']);
  });
});

describe('typeGaff: diagnostics', () => {
  it('warns when hydrogens seem to be missing (a bare carbon skeleton)', () => {
    const mol = smiles('[C][C]'); // two C atoms with no hydrogens
    const d = typeGaff(mol).diagnostics;
    expect(d.map((x) => x.code)).toEqual(['gaff-missing-hydrogens']);
    expect(d[0]!.atoms).toEqual([0, 1]);
  });

  it('is silent for complete molecules', () => {
    expect(typeGaff(smiles('CC(=O)[O-]')).diagnostics).toEqual([]);
  });
});

describe('typeGaff: atoms GAFF cannot type', () => {
  it('throws a ChemError naming the atom for an element GAFF lacks', () => {
    expect(() => typeGaff(smiles('Cl[Fe]Cl'))).toThrow(ChemError);
    expect(() => typeGaff(smiles('Cl[Fe]Cl'))).toThrow(/Atom 2 \(Fe\)/);
  });

  it('throws for a carbon with five neighbours, which no rule covers', () => {
    expect(() => typeGaff(smiles('C[C-](C)(C)(C)C'))).toThrow(/Atom 2 \(C\) with 5 bonded atoms/);
  });
});
