import { describe, expect, it } from 'vitest';
import { smiles } from '../../perception/testing/smiles.js';
import { mapMartini3, remapMartini3 } from './build.js';
import { FALLBACK_BLOCK } from './bead-type.js';

// Expected types are those the sources print for the molecule's beads: Alessandri et al., Adv. Theory
// Simul. 2022, 5, 2100391, Table 1 (the Martini 3 small-molecule building-block table), and Souza et
// al., Nat. Methods 2021, 18, 382 (protein side chains). Where our heavy-atom count gives another size
// than the source's bead, only the type without its T/S prefix is compared (`core`), and the case says so.
const types = (s: string) => mapMartini3(smiles(s)).beads.map((b) => b.martini3Type);
const blocks = (s: string) => mapMartini3(smiles(s)).beads.map((b) => b.block);
const core = (t: string) => t.replace(/^[TS]/, '');

describe('oxygen building blocks (Alessandri 2022 Table 1)', () => {
  it.each([
    ['isopropanol (P1)', 'CC(C)O', ['P1']],
    ['dimethyl ether (SN3r)', 'COC', ['SN3r']],
    ['tetrahydropyran (SC3–SN4a)', 'C1CCOCC1', ['SC3', 'SN4a']],
    ['tetrahydrofuran (SC3–TN4a)', 'C1CCOC1', ['SC3', 'TN4a']],
    ['1,4-dioxane (SN3a–SN3a)', 'C1COCCO1', ['SN3a', 'SN3a']],
    ['heptanal (C1–N6a)', 'CCCCCCC=O', ['C1', 'N6a']],
    ['phenol ((TC5)2–SN6)', 'OC1=CC=CC=C1', ['SN6', 'TC5', 'TC5']],
    ['methoxybenzene ((TC5)3–TN2a)', 'COC1=CC=CC=C1', ['TN2a', 'TC5', 'TC5', 'TC5']],
    ['acetophenone (SN4a–(TC5)3)', 'CC(=O)C1=CC=CC=C1', ['SN4a', 'TC5', 'TC5', 'TC5']],
    ['benzaldehyde ((TC5)3–TN4a)', 'O=CC1=CC=CC=C1', ['TN4a', 'TC5', 'TC5', 'TC5']],
  ])('%s', (_name, s, expected) => {
    expect(types(s)).toEqual(expected);
    expect(blocks(s)).not.toContain(FALLBACK_BLOCK);
  });

  it('acetic acid is P2 (printed SP2; our four heavy atoms make an R bead)', () => {
    expect(types('CC(=O)O').map(core)).toEqual(['P2']);
  });

  it('methyl acetate: both beads of the ester are N4a (printed as one N4a bead)', () => {
    expect(types('CC(=O)OC').map(core)).toEqual(['N4a', 'N4a']);
    expect(blocks('CC(=O)OC')).toEqual(['ester', 'ester']);
  });

  it('the phosphodiester bead is Q5 (the phospholipid PO4, Souza 2021; Martini 2.2 Qa, Marrink 2007)', () => {
    const phosphate = mapMartini3(smiles('COP(=O)([O-])OC')).beads.find((b) => b.charge === -1)!;
    expect([core(phosphate.martini3Type), core(phosphate.martini2Type), phosphate.block]).toEqual([
      'Q5',
      'Qa',
      'phosphate',
    ]);
  });

  it('the O–CH2–O bead of 1,3-dioxolane is SN5a', () => {
    expect(types('C1OCOC1')[0]).toBe('SN5a');
  });

  it('the CH(OH) bead of cyclopentanol is N6, a CH2OH next to CF3 is TP1d (trifluoroethanol)', () => {
    expect(core(types('OC1CCCC1')[0]!)).toBe('N6');
    expect(types('OCC(F)(F)F')).toEqual(['TP1d', 'X4e']);
  });

  it('ethanol, an alcohol of three heavy atoms, is SP1 (as the threonine side chain, Souza 2021)', () => {
    const m = mapMartini3(smiles('CCO'));
    expect(m.beads.map((b) => [b.martini3Type, b.martini2Type, b.block])).toEqual([
      ['SP1', 'SP1', 'alcohol'],
    ]);
  });
});

describe('nitrogen building blocks (Alessandri 2022 Table 1; Souza 2021)', () => {
  it.each([
    ['pyridine ((TC5)2–TN6a)', 'C1=CC=NC=C1', ['TC5', 'TN6a', 'TC5']],
    ['aniline ((TC5)2–SN6d)', 'NC1=CC=CC=C1', ['SN6d', 'TC5', 'TC5']],
    ['nitrobenzene ((TC5)3–SN3a)', 'C1=CC=CC=C1[N+](=O)[O-]', ['TC5', 'TC5', 'TC5', 'SN3a']],
    ['N,N-dimethylaniline ((TC5)3–SN1)', 'CN(C)C1=CC=CC=C1', ['SN1', 'TC5', 'TC5', 'TC5']],
    ['benzonitrile ((TC5)3–TN4a)', 'N#CC1=CC=CC=C1', ['TN4a', 'TC5', 'TC5', 'TC5']],
  ])('%s', (_name, s, expected) => {
    expect(types(s)).toEqual(expected);
  });

  it('1-methylimidazole: the N–CH3 bead is N1, the ring =N– bead N6a (printed TN1, TN6a)', () => {
    expect(types('CN1C=CN=C1').map(core)).toEqual(['N1', 'N6a']);
  });

  it('a primary ammonium of three heavy atoms is SQ4p (lysine side chain, Souza 2021; Martini 2.2 Qd)', () => {
    const [b] = mapMartini3(smiles('CC[NH3+]')).beads;
    expect([b!.martini3Type, b!.martini2Type, b!.charge]).toEqual(['SQ4p', 'SQd', 1]);
  });

  it('a guanidinium is Q3p (arginine side chain SQ3p, Souza 2021; Martini 2.2 Qd)', () => {
    const bead = mapMartini3(smiles('NC(N)=[NH2+]')).beads[0]!;
    expect([core(bead.martini3Type), core(bead.martini2Type), bead.charge]).toEqual(['Q3p', 'Qd', 1]);
  });

  it('a neutral primary amine is N6d (neutral lysine –CH2–NH2, Souza 2021 protein model)', () => {
    expect(types('CCN')).toEqual(['SN6d']);
    expect(blocks('CCN')).toEqual(['primary-amine']);
  });

  it('a primary amide is P5 (asparagine / glutamine side chains, Souza 2021; Martini 2.2 P5)', () => {
    const [b] = mapMartini3(smiles('CC(N)=O')).beads;
    expect([core(b!.martini3Type), b!.martini2Type, b!.block]).toEqual(['P5', 'P5', 'primary-amide']);
  });
});

describe('sulfur building blocks (Alessandri 2022 Table 1; Souza 2021)', () => {
  it('thiophenol ((TC5)2–SC6) and the cysteine side chain CH2–SH (TC6)', () => {
    expect(types('SC1=CC=CC=C1')).toEqual(['SC6', 'TC5', 'TC5']);
    expect(types('CS')).toEqual(['TC6']);
  });

  it('the S beads of thiophene and tetrahydrothiophene are C6 (printed TC6, SC6)', () => {
    expect(types('C1=CSC=C1').map(core)).toEqual(['C5', 'C6']);
    expect(types('C1CCSC1').map(core)).toEqual(['C3', 'C6']);
  });
});

describe('halogen building blocks (Alessandri 2022 Table 1)', () => {
  it.each([
    ['chlorobenzene ((TC5)2–SX3)', 'ClC1=CC=CC=C1', ['SX3', 'TC5', 'TC5']],
    ['bromobenzene ((TC5)2–SX2)', 'BrC1=CC=CC=C1', ['SX2', 'TC5', 'TC5']],
    ['trichloromethane (X2)', 'ClC(Cl)Cl', ['X2']],
  ])('%s', (_name, s, expected) => {
    expect(types(s)).toEqual(expected);
  });

  it('iodobenzene X1 and benzotrifluoride X4e (printed X1 and SX4e; sizes from our atom counts)', () => {
    expect(types('IC1=CC=CC=C1').map(core)).toEqual(['X1', 'C5', 'C5']);
    expect(types('FC(F)(F)C1=CC=CC=C1').map(core)).toEqual(['X4e', 'C5', 'C5', 'C5']);
  });
});

describe('hydrocarbon building blocks (Alessandri 2022 Table 1)', () => {
  it.each([
    ['toluene ((TC5)2–SC4)', 'CC1=CC=CC=C1', ['SC4', 'TC5', 'TC5']],
    ['styrene ((TC5)4)', 'C=CC1=CC=CC=C1', ['TC5', 'TC5', 'TC5', 'TC5']],
    ['ethylbenzene ((TC5)3–TC3)', 'CCC1=CC=CC=C1', ['TC3', 'TC5', 'TC5', 'TC5']],
    ['propylbenzene (the propyl bead SC2)', 'CCCC1=CC=CC=C1', ['SC2', 'TC5', 'TC5', 'TC5']],
    ['cyclohexane (SC3–SC3)', 'C1CCCCC1', ['SC3', 'SC3']],
    ['butene (C4)', 'CC=CC', ['C4']],
  ])('%s', (_name, s, expected) => {
    expect(types(s)).toEqual(expected);
  });

  it("naphthalene's ring-fusion C=C bead is TC5e; quinoline's is TC5 (the printed block is carbocyclic)", () => {
    const partition = [
      [9, 0],
      [1, 2],
      [3, 8],
      [4, 5],
      [6, 7],
    ].map((atoms) => ({ atoms }));
    const naphthalene = remapMartini3(smiles('C1=CC=C2C=CC=CC2=C1'), partition);
    expect(naphthalene.beads.map((b) => b.martini3Type)).toEqual(['TC5', 'TC5', 'TC5e', 'TC5', 'TC5']);
    // Quinoline: N at atom 0 of the same skeleton; its fusion pair is not in two carbocycles.
    const quinoline = remapMartini3(smiles('N1=CC=C2C=CC=CC2=C1'), partition);
    expect(quinoline.beads[2]!.martini3Type).toBe('TC5');
    expect(quinoline.beads[0]!.martini3Type).toBe('TN6a');
  });

  it('branched alkyl: isopropyl SC3 (valine), isobutyl C2 (leucine; Souza 2021 protein model)', () => {
    const cumene = mapMartini3(smiles('CC(C)C1=CC=CC=C1'));
    expect([cumene.beads[0]!.martini3Type, cumene.beads[0]!.martini2Type]).toEqual(['SC3', 'SC2']);
    expect(types('CC(C)C')).toEqual(['C2']);
  });

  it('a bead no printed block covers falls back and says so (a saturated ring ketone)', () => {
    const m = mapMartini3(smiles('C1CCC(=O)C1'));
    const ketone = m.beads.find((b) => b.atoms.includes(4))!;
    expect(ketone.block).toBe(FALLBACK_BLOCK);
  });
});
