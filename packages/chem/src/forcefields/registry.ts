import type { NonbondedDefaults } from '../core/system.js';

/**
 * The wizard's force-field lists (spec 000 §7): general flow, united-atom, all-atom (the backup
 * selector), ion/crystal, carbon, inorganic, amino-acid and framework (MOF) materials.
 */
export const FORCE_FIELD_FLOWS = [
  'general',
  'ua',
  'aa',
  'il',
  'carbon',
  'inorganic',
  'aminoacid',
  'mof',
] as const;
export type ForceFieldFlow = (typeof FORCE_FIELD_FLOWS)[number];

/** The functional family: force fields of one family share bonded forms and nonbonded conventions. */
export type ForceFieldFamily =
  'amber' | 'opls' | 'charmm' | 'gromos' | 'trappe' | 'uff' | 'dreiding' | 'clayff';

export interface ForceFieldInfo {
  /** Name as the picker shows it and the atom-type option carries ('GAFF', 'OPLS-AA/L'). */
  readonly name: string;
  readonly family: ForceFieldFamily;
  /** Flows whose list may offer it (only when `typer` is true). */
  readonly flows: readonly ForceFieldFlow[];
  /** GROMACS [ defaults ]: combination rule and 1-4 scaling as the force field defines them. */
  readonly defaults: NonbondedDefaults;
  /** TopoForge can assign this force field's atom types. */
  readonly typer: boolean;
  /** TopoForge holds this force field's parameters (GAFF: gaff.dat read at run time). */
  readonly parameters: boolean;
  /** Flows whose list names this force field first (its default there), e.g. OPLS-AA/L as the backup. */
  readonly firstIn?: readonly ForceFieldFlow[];
  readonly citation: string;
}

const defaults = (combinationRule: 1 | 2 | 3, fudgeLJ: number, fudgeQQ: number, genPairs = true) =>
  ({ nbfunc: 1, combinationRule, genPairs, fudgeLJ, fudgeQQ }) as const;

/** AMBER: Lorentz–Berthelot, 1-4 LJ ½, 1-4 Coulomb 1/1.2 (Cornell et al. 1995). */
const AMBER = defaults(2, 0.5, 1 / 1.2);
/** OPLS-AA: geometric σ and ε, 1-4 LJ and Coulomb ½ (Jorgensen et al. 1996). */
const OPLS = defaults(3, 0.5, 0.5);
/** CHARMM: Lorentz–Berthelot, 1-4 unscaled (CGenFF and CHARMM36 give explicit 1-4 LJ where they differ). */
const CHARMM = defaults(2, 1, 1);
/** GROMOS: C6/C12 geometric, 1-4 pairs listed explicitly. */
const GROMOS = defaults(1, 1, 1, false);
/**
 * TraPPE-UA: Lorentz–Berthelot; no 1-4 interactions (intramolecular LJ and Coulomb act only between
 * atoms four or more bonds apart; Martin & Siepmann 1998).
 */
const TRAPPE = defaults(2, 0, 0);
/** UFF and DREIDING: geometric mixing of the 6-12 form; no 1-4 scaling defined for frameworks. */
const GEOMETRIC = defaults(3, 1, 1);
/**
 * UFF and UFF4MOF: D[(x/r)¹² − 2(x/r)⁶] with geometric x and D is LJ with σ = x·2^(−1/6), ε = D and
 * geometric σ and ε exactly; UFF excludes 1-2 and 1-3 pairs and keeps 1-4 pairs in full (Rappé et al.
 * 1992), so every 1-4 pair is listed with fudge factors 1 (params/uff/parameterize-uff.ts).
 */
const UFF_NONBONDED = defaults(3, 1, 1);

/**
 * Every force field the picker may name. Only those with `typer: true` are offered (spec 000 §7 "first
 * entry is the default"); the others are known so that a request naming one gets a clear answer.
 * Those with a typer have their code in params/models/force-field-models.ts (a test keeps the two in
 * step): GAFF (gaff.dat), OPLS-AA/L (gromacs-data oplsaa.ff), TraPPE-UA and CL&P (our data modules),
 * GROMOS 54A7 (gromacs-data gromos54a7.ff).
 */
export const FORCE_FIELDS: readonly ForceFieldInfo[] = [
  {
    name: 'GAFF',
    family: 'amber',
    flows: ['general', 'aa', 'aminoacid', 'carbon'],
    defaults: AMBER,
    typer: true,
    parameters: true,
    citation: 'Wang, Wolf, Caldwell, Kollman & Case, J. Comput. Chem. 2004, 25, 1157, doi:10.1002/jcc.20035',
  },
  {
    name: 'GAFF2',
    family: 'amber',
    flows: ['general', 'aa'],
    defaults: AMBER,
    typer: false,
    parameters: false,
    citation: 'He, Man, Yang, Wang & Wang, J. Chem. Phys. 2020, 153, 114502 (GAFF2 in AmberTools)',
  },
  {
    name: 'OPLS-AA/L',
    family: 'opls',
    flows: ['general', 'aa', 'aminoacid', 'carbon'],
    // The carbon default: sheets, tubes and cages are all aromatic CA (opls_147, charge 0) with every
    // CA–CA term in oplsaa.ff, nothing estimated (GAFF has no improper for a ca between three ca).
    firstIn: ['aa', 'carbon'],
    defaults: OPLS,
    typer: true,
    parameters: true,
    citation:
      'Kaminski, Friesner, Tirado-Rives & Jorgensen, J. Phys. Chem. B 2001, 105, 6474, doi:10.1021/jp003919d',
  },
  {
    name: 'CGenFF',
    family: 'charmm',
    flows: ['general', 'aa'],
    defaults: CHARMM,
    typer: false,
    parameters: false,
    citation: 'Vanommeslaeghe et al., J. Comput. Chem. 2010, 31, 671, doi:10.1002/jcc.21367',
  },
  {
    name: 'OPLS-UA',
    family: 'opls',
    flows: ['ua'],
    defaults: OPLS,
    typer: false,
    parameters: false,
    citation: 'Jorgensen & Tirado-Rives, J. Am. Chem. Soc. 1988, 110, 1657, doi:10.1021/ja00214a001',
  },
  {
    name: 'TraPPE-UA',
    family: 'trappe',
    flows: ['ua'],
    defaults: TRAPPE,
    typer: true,
    parameters: true,
    citation: 'Martin & Siepmann, J. Phys. Chem. B 1998, 102, 2569, doi:10.1021/jp972543+',
  },
  {
    name: 'GROMOS-54A7',
    family: 'gromos',
    flows: ['ua'],
    defaults: GROMOS,
    typer: true,
    parameters: true,
    citation: 'Schmid et al., Eur. Biophys. J. 2011, 40, 843, doi:10.1007/s00249-011-0700-9',
  },
  {
    name: 'ff14SB',
    family: 'amber',
    flows: ['aminoacid'],
    defaults: AMBER,
    typer: false,
    parameters: false,
    citation: 'Maier et al., J. Chem. Theory Comput. 2015, 11, 3696, doi:10.1021/acs.jctc.5b00255',
  },
  {
    name: 'CHARMM36',
    family: 'charmm',
    flows: ['aminoacid'],
    defaults: CHARMM,
    typer: false,
    parameters: false,
    citation: 'Huang & MacKerell, J. Comput. Chem. 2013, 34, 2135, doi:10.1002/jcc.23354',
  },
  {
    name: 'CL&P',
    family: 'opls',
    flows: ['il'],
    defaults: OPLS,
    typer: true,
    parameters: true,
    citation: 'Canongia Lopes & Pádua, J. Phys. Chem. B 2004, 108, 2038, doi:10.1021/jp0362133',
  },
  {
    name: 'CLAYFF',
    family: 'clayff',
    flows: ['il', 'inorganic'],
    /** Arithmetic R0 (σ), geometric D0 (Cygan et al. 2004, eq 5); only O–H bonds, so no 1-4 pairs. */
    defaults: defaults(2, 1, 1),
    typer: true,
    parameters: true,
    citation: 'Cygan, Liang & Kalinichev, J. Phys. Chem. B 2004, 108, 1255, doi:10.1021/jp0363287',
  },
  {
    name: 'UFF',
    family: 'uff',
    flows: ['inorganic', 'carbon', 'mof'],
    defaults: UFF_NONBONDED,
    typer: true,
    parameters: true,
    citation:
      'Rappé, Casewit, Colwell, Goddard & Skiff, J. Am. Chem. Soc. 1992, 114, 10024, doi:10.1021/ja00051a040',
  },
  {
    name: 'UFF4MOF',
    family: 'uff',
    flows: ['mof'],
    firstIn: ['mof'],
    defaults: UFF_NONBONDED,
    typer: true,
    parameters: true,
    citation:
      'Addicoat, Vankova, Akter & Heine, J. Chem. Theory Comput. 2014, 10, 880, doi:10.1021/ct400952t; ' +
      'Coupry, Addicoat & Heine, J. Chem. Theory Comput. 2016, 12, 5215, doi:10.1021/acs.jctc.6b00664',
  },
  {
    name: 'DREIDING',
    family: 'dreiding',
    flows: ['carbon', 'mof'],
    defaults: GEOMETRIC,
    typer: true,
    parameters: true,
    citation: 'Mayo, Olafson & Goddard, J. Phys. Chem. 1990, 94, 8897, doi:10.1021/j100389a010',
  },
];

/** Case-insensitive look-up by name. */
export function findForceField(
  name: string,
  registry: readonly ForceFieldInfo[] = FORCE_FIELDS,
): ForceFieldInfo | undefined {
  const key = name.trim().toUpperCase();
  return registry.find((f) => f.name.toUpperCase() === key);
}

/**
 * The names a flow's picker offers, the default first: force fields of the flow that TopoForge can
 * type. The backup list ('aa') offers those whose parameters TopoForge holds, since a backup only
 * supplies parameters.
 */
export function forceFieldList(
  flow: ForceFieldFlow,
  registry: readonly ForceFieldInfo[] = FORCE_FIELDS,
): string[] {
  const offered = registry.filter((f) => f.flows.includes(flow) && (flow === 'aa' ? f.parameters : f.typer));
  const first = offered.filter((f) => f.firstIn?.includes(flow));
  return [...first, ...offered.filter((f) => !first.includes(f))].map((f) => f.name);
}
