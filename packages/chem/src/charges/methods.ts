import { eemCharges } from './eem/eem.js';
import { EEM_PARAMETERS } from './eem/eem-data.js';
import { eqeqCharges } from './eqeq/eqeq.js';
import { EQEQ_ATOM_DATA } from './eqeq/eqeq-data.js';
import { GASTEIGER_ELEMENTS } from './gasteiger/gasteiger-types.js';
import { gasteigerCharges } from './gasteiger/gasteiger.js';
import { QEQ_PARAMETERS } from './qeq/qeq-data.js';
import { GMP_PARAMETERS } from './qeq-periodic/gmp-data.js';
import { MEPO_PARAMETERS } from './qeq-periodic/mepo-data.js';
import { gmpQeqCharges, mepoQeqCharges, qeqAnyCharges } from './qeq-periodic/qeq-methods.js';
import { MMFF94_FILES } from './mmff94/index.js';
import type { ChargeMethod } from './shared/charge-method.js';

/**
 * Every charge type of the spec (000 §7, §9), in one array, plus Gasteiger (CLI only). A method
 * another module provides is added by giving its record a `compute` (pure, packages/chem) or by the
 * engines adapter for its `program`; a method TopoForge cannot offer carries `unavailable`.
 */
const elements = (...z: number[]): ReadonlySet<number> => new Set(z);
const keys = (table: Readonly<Record<number, unknown>>): ReadonlySet<number> =>
  new Set(Object.keys(table).map(Number));
/** Z 1–86: the elements GFN1-xTB has parameters for (Grimme et al., JCTC 2017, 13, 1989). */
const GFN1_ELEMENTS = new Set(Array.from({ length: 86 }, (_, i) => i + 1));
const MMFF94_ELEMENTS = elements(1, 6, 7, 8, 9, 14, 15, 16, 17, 35, 53);
/** The elements AM1 and the AM1-BCC bond charge corrections (Jakalian et al. 2002) cover. */
const AM1_BCC_ELEMENTS = elements(1, 6, 7, 8, 9, 15, 16, 17, 35, 53);
/** CM1A (Storer et al. 1995) is defined for these on AM1 wave functions. */
const CM1A_ELEMENTS = elements(1, 6, 7, 8, 9, 14, 15, 16, 17, 35, 53);

const NO_FRAMEWORK_MODEL =
  'needs a framework charge model (parameters or a trained model) that TopoForge does not have';
/** The elements typing/opls has OPLS-AA/L types for. */
const OPLS_ELEMENTS = elements(1, 6, 7, 8, 9, 15, 16, 17, 35, 53);

export const CHARGE_METHODS: readonly ChargeMethod[] = [
  {
    id: 'GNN-RESP',
    label: 'GNN-RESP (graph neural network trained on RESP charges)',
    elements: 'all',
    provider: { kind: 'chem' },
    reference: 'spec 000 §9',
    unavailable: 'needs a trained graph neural network model, which TopoForge does not have',
  },
  {
    id: 'AM1-BCC',
    cliName: 'am1bcc',
    label: 'AM1-BCC',
    elements: AM1_BCC_ELEMENTS,
    provider: { kind: 'program', program: 'mopac' },
    reference: 'Jakalian, Jack & Bayly, J. Comput. Chem. 2002, 23, 1623',
  },
  {
    id: 'MMFF94',
    cliName: 'mmff94',
    label: 'MMFF94 bond charge increments',
    elements: MMFF94_ELEMENTS,
    provider: { kind: 'tables', files: MMFF94_FILES },
    reference: 'Halgren, J. Comput. Chem. 1996, 17, 490',
  },
  {
    id: 'XTB-RESP',
    cliName: 'xtb-resp',
    label: 'RESP fit to the GFN1-xTB electrostatic potential',
    elements: GFN1_ELEMENTS,
    provider: { kind: 'program', program: 'xtb' },
    reference: 'Bayly et al., J. Phys. Chem. 1993, 97, 10269; Grimme et al., JCTC 2017, 13, 1989',
  },
  {
    id: 'CM5',
    cliName: 'cm5',
    label: 'CM5 (GFN1-xTB)',
    elements: GFN1_ELEMENTS,
    provider: { kind: 'program', program: 'xtb' },
    reference: 'Marenich et al., JCTC 2012, 8, 527',
  },
  {
    id: '1.2xCM5',
    cliName: '1.2cm5',
    label: '1.2 × CM5 (GFN1-xTB)',
    elements: GFN1_ELEMENTS,
    provider: { kind: 'program', program: 'xtb' },
    builtInScale: 1.2,
    reference:
      'Marenich et al., JCTC 2012, 8, 527; 1.2 scaling: Vilseck, Tirado-Rives & Jorgensen, JCTC 2014, 10, 2802',
  },
  {
    id: 'QEq',
    cliName: 'qeq',
    label: 'QEq charge equilibration (Ewald sums in a cell)',
    elements: keys(QEQ_PARAMETERS),
    provider: { kind: 'chem', compute: qeqAnyCharges },
    reference: 'Rappé & Goddard, J. Phys. Chem. 1991, 95, 3358',
  },
  {
    id: 'oplsaa',
    cliName: 'oplsaa',
    label: 'OPLS-AA/L atom-type charges (gromacs-data oplsaa.ff)',
    elements: OPLS_ELEMENTS,
    // The OPLS-AA types come from typing/opls, their charges from gromacs-data's oplsaa.ff (engines).
    provider: { kind: 'tables', files: ['oplsaa.ff/ffnonbonded.itp'] },
    reference: 'Jorgensen, Maxwell & Tirado-Rives, J. Am. Chem. Soc. 1996, 118, 11225',
  },
  {
    id: 'cm1a',
    cliName: 'cm1a',
    label: 'CM1A (AM1)',
    elements: CM1A_ELEMENTS,
    provider: { kind: 'program', program: 'mopac' },
    reference: 'Storer, Giesen, Cramer & Truhlar, J. Comput.-Aided Mol. Des. 1995, 9, 87',
  },
  {
    id: '1.14xCM1A',
    aliases: ['1.14xcm1a'],
    cliName: '1.14cm1a',
    label: '1.14 × CM1A (AM1)',
    elements: CM1A_ELEMENTS,
    provider: { kind: 'program', program: 'mopac' },
    builtInScale: 1.14,
    reference: 'Jorgensen & Tirado-Rives, PNAS 2005, 102, 6665',
  },
  {
    id: '1.14xCM1A-LBCC',
    aliases: ['1.14xcm1a-lbcc'],
    cliName: '1.14cm1a-lbcc',
    label: '1.14 × CM1A with localized bond charge corrections (neutral molecules)',
    elements: CM1A_ELEMENTS,
    // MOPAC runs AM1; the corrections need OPLS-AA bond types (typing/opls + oplsaa.ff): engines.
    provider: { kind: 'program', program: 'mopac' },
    builtInScale: 1.14,
    reference: 'Dodda, Vilseck, Tirado-Rives & Jorgensen, J. Phys. Chem. B 2017, 121, 3864',
  },
  {
    id: 'GMP-QEq',
    aliases: ['GMP QEq'],
    cliName: 'gmp-qeq',
    label: 'QEq with UFF GMP electronegativities and hardnesses (Ewald sums in a cell)',
    elements: keys(GMP_PARAMETERS),
    provider: { kind: 'chem', compute: gmpQeqCharges },
    reference:
      'Rappé et al., J. Am. Chem. Soc. 1992, 114, 10024 (Table 1); Ongari et al., J. Chem. Theory Comput. 2019, 15, 382',
  },
  {
    id: 'MEPO-QEq',
    aliases: ['MEPO QEq'],
    cliName: 'mepo-qeq',
    label: 'MEPO-QEq (QEq fitted to MOF electrostatic potentials; Ewald sums in a cell)',
    elements: keys(MEPO_PARAMETERS),
    provider: { kind: 'chem', compute: mepoQeqCharges },
    reference: 'Kadantsev, Boyd, Daff & Woo, J. Phys. Chem. Lett. 2013, 4, 3056',
  },
  ...['m-CBAC', 'pacmof-MOF-REPEAT', 'pacmof-COF-DDEC'].map((id): ChargeMethod => ({
    id,
    aliases: [id.replace(/-/g, ' ')],
    label: id,
    elements: 'all',
    provider: { kind: 'chem' },
    reference: 'spec 000 §7',
    unavailable: NO_FRAMEWORK_MODEL,
  })),
  {
    id: 'Eqeq',
    cliName: 'eqeq',
    label: 'EQeq extended charge equilibration (Ewald sums in a cell)',
    elements: keys(EQEQ_ATOM_DATA),
    provider: { kind: 'chem', compute: eqeqCharges },
    reference: 'Wilmer, Kim & Snurr, J. Phys. Chem. Lett. 2012, 3, 2506',
  },
  {
    id: 'EEM',
    cliName: 'eem',
    label: 'EEM (Bultinck 2002, B3LYP/6-31G* Mulliken)',
    elements: keys(EEM_PARAMETERS),
    provider: { kind: 'chem', compute: eemCharges },
    reference: 'Bultinck et al., J. Phys. Chem. A 2002, 106, 7887',
  },
  {
    id: 'Gasteiger',
    cliName: 'gasteiger',
    label: 'Gasteiger–Marsili PEOE',
    elements: GASTEIGER_ELEMENTS,
    provider: { kind: 'chem', compute: gasteigerCharges },
    reference: 'Gasteiger & Marsili, Tetrahedron 1980, 36, 3219',
  },
  {
    id: '--',
    label: 'none (charges are not computed)',
    elements: 'all',
    provider: { kind: 'none' },
    reference: 'spec 000 §7',
  },
];

/** The method with this spec id, alias or CLI name (case-sensitive, as the spec's paths are). */
export function findChargeMethod(name: string): ChargeMethod | undefined {
  return CHARGE_METHODS.find((m) => m.id === name || m.cliName === name || (m.aliases ?? []).includes(name));
}
