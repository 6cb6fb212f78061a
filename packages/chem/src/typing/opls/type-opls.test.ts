import { describe, expect, it } from 'vitest';
import { BondOrder } from '../../core/bond-order.js';
import { ChemError } from '../../core/errors.js';
import { withBonds, withFormalCharges } from '../../core/molecule.js';
import { smiles } from '../../perception/testing/smiles.js';
import { typeOpls } from './type-opls.js';

/**
 * Groups that gromacs-data's itp/rtp files do not show (gromacs-data.test.ts covers those): the
 * expected type is the one whose atomtypes.atp description names the group (quoted per case).
 * Molecules are Kekulé SMILES (test reader): heavy atoms in SMILES order, then their hydrogens.
 */
const typed = (smi: string) => {
  const mol = smiles(smi);
  const t = typeOpls(mol);
  return {
    heavy: t.types.filter((_, i) => mol.elements[i] !== 1),
    hydrogens: t.types.filter((_, i) => mol.elements[i] === 1),
    warnings: t.diagnostics.filter((d) => d.code === 'opls-approximate-type'),
  };
};

describe('typeOpls: groups by their atomtypes.atp descriptions', () => {
  it.each([
    // 'C of CH3 in CH3CN', 'C IN RCN nitriles', 'N IN RCN nitriles'; H 'HC-CT-CN alpha-H in nitriles'
    ['acetonitrile', 'CC#N', ['opls_755', 'opls_754', 'opls_753'], ['opls_759']],
    // 'C(CN) benzonitrile'; the nitrile itself 'C IN RCN nitriles', 'N IN RCN nitriles' (as LigParGen)
    [
      'benzonitrile',
      'N#CC1=CC=CC=C1',
      ['opls_753', 'opls_754', 'opls_260', ...Array(5).fill('opls_145')],
      ['opls_146'],
    ],
    // 'CT-NO2 nitromethane', 'N in nitro R-NO2', 'O in nitro R-NO2', 'HC-CT-NO2 alpha-H in nitroalkanes'
    ['nitromethane', 'C[N+](=O)[O-]', ['opls_762', 'opls_760', 'opls_761', 'opls_761'], ['opls_763']],
    // 'C(NO2) nitrobenzene', 'N in nitro Ar-NO2'
    [
      'nitrobenzene',
      '[O-][N+](=O)C1=CC=CC=C1',
      ['opls_761', 'opls_767', 'opls_761', 'opls_768', ...Array(5).fill('opls_145')],
      ['opls_146'],
    ],
    // 'RCH2Cl in alkyl chlorides', 'Cl in alkyl chlorides', 'H in RCH2Cl in alkyl chlorides'
    ['1-chloropropane', 'CCCCl', ['opls_135', 'opls_136', 'opls_152', 'opls_151'], ['opls_140', 'opls_153']],
    // 'C(F) fluorobenzene' / 'F fluorobenzene'
    ['fluorobenzene', 'FC1=CC=CC=C1', ['opls_719', 'opls_718', ...Array(5).fill('opls_145')], ['opls_146']],
    ['chlorobenzene', 'ClC1=CC=CC=C1', ['opls_264', 'opls_263', ...Array(5).fill('opls_145')], ['opls_146']],
    ['bromobenzene', 'BrC1=CC=CC=C1', ['opls_730', 'opls_729', ...Array(5).fill('opls_145')], ['opls_146']],
    ['iodobenzene', 'IC1=CC=CC=C1', ['opls_732', 'opls_731', ...Array(5).fill('opls_145')], ['opls_146']],
    // 'C(F) difluorobenzenes', 'F difluorobenzenes'
    [
      '1,4-difluorobenzene',
      'FC1=CC=C(F)C=C1',
      ['opls_728', 'opls_727', 'opls_145', 'opls_145', 'opls_727', 'opls_728', 'opls_145', 'opls_145'],
      ['opls_146'],
    ],
    // 'CF3 perfluoroalkanes', 'CF2 perfluoroalkanes', 'F: perfluoroalkanes'
    [
      'perfluoropropane',
      'FC(F)(F)C(F)(F)C(F)(F)F',
      [
        'opls_965',
        'opls_961',
        'opls_965',
        'opls_965',
        'opls_962',
        'opls_965',
        'opls_965',
        'opls_961',
        'opls_965',
        'opls_965',
        'opls_965',
      ],
      [],
    ],
    // 'S in sulfoxide' / 'CH3 all-atom C: sulfoxide'
    ['dimethyl sulfoxide', 'C[S+]([O-])C', ['opls_498', 'opls_496', 'opls_497', 'opls_498'], ['opls_140']],
    // 'CH3 attached to S of sulfonamide', 'S in sulfonamide', 'O in sulfonamide', 'N: primary amide of sulfonamide'
    [
      'methanesulfonamide',
      'CS(=O)(=O)N',
      ['opls_476', 'opls_474', 'opls_475', 'opls_475', 'opls_478'],
      ['opls_477', 'opls_479'],
    ],
    // 'P in Me2PO4-', 'O= in Me2PO4-', 'OMe in Me2PO4-', 'C in Me2PO4-', 'H in Me2PO4-'
    [
      'dimethyl phosphate',
      'COP(=O)([O-])OC',
      ['opls_443', 'opls_442', 'opls_440', 'opls_441', 'opls_441', 'opls_442', 'opls_443'],
      ['opls_444'],
    ],
    // 'P in MePO3Me-', 'C(P) MePO3Me-', 'C(O) MePO3Me-'
    [
      'methyl methylphosphonate',
      'CP(=O)([O-])OC',
      ['opls_455', 'opls_450', 'opls_451', 'opls_451', 'opls_452', 'opls_453'],
      ['opls_454', 'opls_456'],
    ],
    // 'AA C: ketone', 'AA O: ketone', 'AA H on C-alpha in ketone & aldehyde'
    ['acetone', 'CC(C)=O', ['opls_135', 'opls_280', 'opls_135', 'opls_281'], ['opls_282']],
    // 'AA C: aldehyde', 'AA O: aldehyde', 'AA H-alpha in aldehyde & formamide'
    ['acetaldehyde', 'CC=O', ['opls_135', 'opls_277', 'opls_278'], ['opls_279', 'opls_282']],
    // 'AA C: esters', 'AA =O: esters', 'AA -OR: ester', 'methoxy C in esters', 'methoxy Hs in esters'
    [
      'methyl acetate',
      'CC(=O)OC',
      ['opls_135', 'opls_465', 'opls_466', 'opls_467', 'opls_468'],
      ['opls_282', 'opls_469'],
    ],
    // 'O: diols', 'H(O): diols', 'all-atom C: CH3 & CH2, alcohols'
    ['ethylene glycol', 'OCCO', ['opls_169', 'opls_157', 'opls_157', 'opls_169'], ['opls_170', 'opls_140']],
    // 'C(H3OR): methyl ether', 'O: dialkyl ether', 'H(COR): alpha H ether'
    ['dimethyl ether', 'COC', ['opls_181', 'opls_180', 'opls_181'], ['opls_185']],
    // 'C(O,Me): anisole', 'O: anisole'
    [
      'anisole',
      'COC1=CC=CC=C1',
      ['opls_181', 'opls_179', 'opls_199', ...Array(5).fill('opls_145')],
      ['opls_146', 'opls_185'],
    ],
    // 'N primary amines', 'CH3(N) primary aliphatic amines', 'H(N) primary amines'; H(C) 'alkane H.'
    // (as LigParGen: ε 0.03 kcal/mol, not #911's 0.015)
    ['methylamine', 'CN', ['opls_903', 'opls_900'], ['opls_140', 'opls_909']],
    ['dimethylamine', 'CNC', ['opls_904', 'opls_901', 'opls_904'], ['opls_140', 'opls_910']],
    ['trimethylamine', 'CN(C)C', ['opls_905', 'opls_902', 'opls_905', 'opls_905'], ['opls_140']],
    // 'C(NH2) aniline'
    [
      'aniline',
      'NC1=CC=CC=C1',
      ['opls_900', 'opls_916', ...Array(5).fill('opls_145')],
      ['opls_146', 'opls_909'],
    ],
    // 'N (R3NH+)', 'C in CH3NHR2+', 'H (R3NH+)'
    [
      'trimethylammonium',
      'C[NH+](C)C',
      ['opls_942', 'opls_940', 'opls_942', 'opls_942'],
      ['opls_140', 'opls_941'],
    ],
    // alkene C (H2-C=) / (RH-C=), alkene H
    ['propene', 'CC=C', ['opls_135', 'opls_142', 'opls_143'], ['opls_140', 'opls_144']],
    // 'diene =CH-CH='
    ['1,3-butadiene', 'C=CC=C', ['opls_143', 'opls_150', 'opls_150', 'opls_143'], ['opls_144']],
    // alkyne RC%CH terminal C / C2 R-with 2 or 3 H / terminal H / H on C3
    ['propyne', 'CC#C', ['opls_135', 'opls_927', 'opls_925'], ['opls_926', 'opls_930']],
    // 'Biphenyl C1'
    [
      'biphenyl',
      'C1=CC=C(C=C1)C1=CC=CC=C1',
      [
        'opls_145',
        'opls_145',
        'opls_145',
        'opls_145B',
        'opls_145',
        'opls_145',
        'opls_145B',
        'opls_145',
        'opls_145',
        'opls_145',
        'opls_145',
        'opls_145',
      ],
      ['opls_146'],
    ],
    // 'Naphthalene fusion C (C9)'
    [
      'naphthalene',
      'C1=CC=C2C=CC=CC2=C1',
      [
        'opls_145',
        'opls_145',
        'opls_145',
        'opls_147',
        'opls_145',
        'opls_145',
        'opls_145',
        'opls_145',
        'opls_147',
        'opls_145',
      ],
      ['opls_146'],
    ],
    // 'CH2 C: cyclopropane'
    ['cyclopropane', 'C1CC1', ['opls_711', 'opls_711', 'opls_711'], ['opls_140']],
    // pyridine 'N', 'C1', 'C2', 'C3' and H1–H3
    [
      'pyridine',
      'N1=CC=CC=C1',
      ['opls_520', 'opls_521', 'opls_522', 'opls_523', 'opls_522', 'opls_521'],
      ['opls_524', 'opls_525', 'opls_526'],
    ],
    // 'CH3, 2-methyl pyridine'
    [
      '2-methylpyridine',
      'CC1=NC=CC=C1',
      ['opls_670', 'opls_521', 'opls_520', 'opls_521', 'opls_522', 'opls_523', 'opls_522'],
      ['opls_140', 'opls_524', 'opls_525', 'opls_526'],
    ],
    [
      'pyrimidine',
      'C1=NC=NC=C1',
      ['opls_532', 'opls_530', 'opls_531', 'opls_530', 'opls_532', 'opls_533'],
      ['opls_534', 'opls_535', 'opls_536'],
    ],
    [
      'pyrrole',
      'C1=CNC=C1',
      ['opls_544', 'opls_543', 'opls_542', 'opls_543', 'opls_544'],
      ['opls_545', 'opls_546', 'opls_547'],
    ],
    [
      'furan',
      'C1=COC=C1',
      ['opls_568', 'opls_567', 'opls_566', 'opls_567', 'opls_568'],
      ['opls_569', 'opls_570'],
    ],
    [
      'imidazole',
      'C1=CN=CN1',
      ['opls_561', 'opls_560', 'opls_559', 'opls_558', 'opls_557'],
      ['opls_562', 'opls_563', 'opls_564', 'opls_565'],
    ],
    [
      'oxazole',
      'C1=COC=N1',
      ['opls_574', 'opls_575', 'opls_571', 'opls_572', 'opls_573'],
      ['opls_576', 'opls_577', 'opls_578'],
    ],
    [
      'thiazole',
      'C1=CSC=N1',
      ['opls_636', 'opls_637', 'opls_633', 'opls_634', 'opls_635'],
      ['opls_638', 'opls_639', 'opls_640'],
    ],
    [
      'indole',
      'C1=CC=C2NC=CC2=C1',
      [
        'opls_591',
        'opls_592',
        'opls_593',
        'opls_594',
        'opls_587',
        'opls_588',
        'opls_589',
        'opls_595',
        'opls_590',
      ],
      ['opls_596', 'opls_597', 'opls_598', 'opls_599', 'opls_600', 'opls_601', 'opls_602'],
    ],
  ])('%s', (_, smi, heavy, hydrogens) => {
    const t = typed(smi);
    expect(t.heavy).toEqual(heavy);
    expect([...new Set(t.hydrogens)].sort()).toEqual([...hydrogens].sort());
    expect(t.warnings).toEqual([]);
  });

  it('dimethyl sulfone: S and O typed (#493/#494); its carbons borrow the alkane type with a warning', () => {
    const t = typed('CS(C)(=O)=O');
    expect(t.heavy).toEqual(['opls_135', 'opls_493', 'opls_135', 'opls_494', 'opls_494']);
    expect(t.warnings).toHaveLength(1);
    expect(t.warnings[0]!.atoms).toEqual([0, 2]);
  });
});

describe('typeOpls: borrowed types warn', () => {
  it('diphenyl ether: the O borrows anisole O (#179), the ipso carbons benzene C (#145)', () => {
    const t = typed('C1=CC=C(C=C1)OC1=CC=CC=C1');
    expect(t.heavy[6]).toBe('opls_179');
    expect([t.heavy[3], t.heavy[7]]).toEqual(['opls_145', 'opls_145']);
    expect(t.warnings.map((w) => w.atoms)).toEqual([[3, 7], [6]]);
  });
});

describe('typeOpls: input handling and errors', () => {
  it('perceives bond orders when the file has none (toluene: opls_148 CH3, opls_145 ring)', () => {
    const mol = smiles('CC1=CC=CC=C1');
    const blank = withFormalCharges(
      withBonds(mol, { ...mol.bonds, order: new Uint8Array(mol.bonds.count).fill(BondOrder.Unknown) }),
      new Int8Array(mol.atomCount),
    );
    expect(typeOpls(blank).types.slice(0, 7)).toEqual(['opls_148', ...Array(6).fill('opls_145')]);
  });

  it('kekulizes aromatic bonds as read (benzene written with aromatic bonds)', () => {
    expect(typeOpls(smiles('C1:C:C:C:C:C1')).types).toEqual([
      ...Array(6).fill('opls_145'),
      ...Array(6).fill('opls_146'),
    ]);
  });

  it('re-perceives aromatic bonds that admit no Kekulé structure (acetate written with two `ar` C–O bonds)', () => {
    const t = typeOpls(smiles('CC(:O):O'));
    expect(t.types.slice(0, 4)).toEqual(['opls_273', 'opls_271', 'opls_272', 'opls_272']);
    expect(t.diagnostics.map((d) => d.code)).toContain('opls-reperceived');
  });

  it('types an atom no group rule covers (a carbon bonded to two amine N) by the fallback, with a warning naming it', () => {
    const t = typeOpls(smiles('CN(C)CN(C)C'));
    expect(t.types[3]).toBe('opls_136');
    const warning = t.diagnostics.find((d) => d.code === 'opls-approximate-type')!;
    expect(warning.atoms).toEqual([3]);
    expect(warning.message).toMatch(/^Atoms 4: sp3 carbon in an environment with no oplsaa.ff type/);
  });

  it('names an element without types', () => {
    expect(() => typeOpls(smiles('C[Si](C)(C)C'))).toThrow(ChemError);
    expect(() => typeOpls(smiles('C[Si](C)(C)C'))).toThrow(/Atom 2 \(Si\)/);
  });
});
