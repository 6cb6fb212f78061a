/**
 * Rigid water models from their published parameters. Geometry in Å and degrees, σ in nm, ε in kJ/mol
 * (GROMACS units for parameters, Å for positions — docs/adr/0001). Hydrogens carry no Lennard-Jones
 * site in any of these models. For 4-site models the negative charge sits on a massless site M on the
 * HOH bisector, `rOM` Å from O, and the oxygen is neutral.
 *
 * The writers have no constraints or SETTLE yet, so the O–H bonds and the H–O–H angle are written as
 * stiff harmonic terms at the model's geometry; `flexible` holds those force constants, taken from the
 * FLEXIBLE branch of GROMACS's own water topologies (spc.itp/spce.itp: 345000 kJ/mol/nm², 383
 * kJ/mol/rad²; tip3p.itp/tip4p.itp/tip4pew.itp: 502416 kJ/mol/nm², 628.02 kJ/mol/rad²).
 */
export interface WaterModel {
  /** The name the UI shows and the atom-type option carries ('SPCE', 'TIP4P2005' …). */
  readonly name: string;
  /** Name as published. */
  readonly title: string;
  readonly sites: 3 | 4;
  /** O–H distance, Å. */
  readonly rOH: number;
  /** H–O–H angle, degrees. */
  readonly angleHOH: number;
  readonly chargeO: number;
  readonly chargeH: number;
  /** Charge of the virtual site M (0 and unused for 3-site models). */
  readonly chargeM: number;
  /** O–M distance along the bisector, Å (0 for 3-site models). */
  readonly rOM: number;
  /** Lennard-Jones σ of O, nm. */
  readonly sigmaO: number;
  /** Lennard-Jones ε of O, kJ/mol. */
  readonly epsilonO: number;
  /** Stiff harmonic constants standing in for the rigid geometry: kb kJ/mol/nm², kθ kJ/mol/rad². */
  readonly flexible: { readonly kb: number; readonly ktheta: number };
  readonly citation: string;
}

const KCAL = 4.184;
/** Boltzmann constant in kJ/mol/K (R = 8.314462618 J/mol/K), for ε given as ε/k_B in K. */
const R_KJ = 0.008314462618;

const SPC_FLEX = { kb: 345000, ktheta: 383 } as const;
const TIP_FLEX = { kb: 502416, ktheta: 628.02 } as const;

/** SPC and SPC/E share geometry and Lennard-Jones (σ 3.16557 Å, ε 0.1554 kcal/mol); only charges differ. */
const SPC_BASE = {
  sites: 3,
  rOH: 1.0,
  angleHOH: 109.47,
  chargeM: 0,
  rOM: 0,
  sigmaO: 0.316557,
  epsilonO: 0.1554 * KCAL,
  flexible: SPC_FLEX,
} as const;

/** TIP3P and TIP4P-family geometry: the gas-phase r(OH) 0.9572 Å and ∠HOH 104.52°. */
const TIP_GEOMETRY = { rOH: 0.9572, angleHOH: 104.52, flexible: TIP_FLEX } as const;

/** SPC/E first: the wizard's default water model (spec 000 §3, §9). */
export const WATER_MODELS: readonly WaterModel[] = [
  {
    ...SPC_BASE,
    name: 'SPCE',
    title: 'SPC/E',
    chargeO: -0.8476,
    chargeH: 0.4238,
    citation: 'Berendsen, Grigera & Straatsma, J. Phys. Chem. 1987, 91, 6269, doi:10.1021/j100308a038',
  },
  {
    ...SPC_BASE,
    name: 'SPC',
    title: 'SPC',
    chargeO: -0.82,
    chargeH: 0.41,
    citation:
      'Berendsen, Postma, van Gunsteren & Hermans, in Intermolecular Forces (Pullman, ed.), Reidel 1981, p. 331',
  },
  {
    ...TIP_GEOMETRY,
    name: 'TIP3P',
    title: 'TIP3P',
    sites: 3,
    chargeO: -0.834,
    chargeH: 0.417,
    chargeM: 0,
    rOM: 0,
    sigmaO: 0.315061,
    epsilonO: 0.1521 * KCAL,
    citation:
      'Jorgensen, Chandrasekhar, Madura, Impey & Klein, J. Chem. Phys. 1983, 79, 926, doi:10.1063/1.445869',
  },
  {
    name: 'OPC3',
    title: 'OPC3',
    sites: 3,
    rOH: 0.97888,
    angleHOH: 109.47,
    chargeO: -0.89517,
    chargeH: 0.447585,
    chargeM: 0,
    rOM: 0,
    sigmaO: 0.317427,
    epsilonO: 0.163406 * KCAL,
    flexible: TIP_FLEX,
    citation: 'Izadi & Onufriev, J. Chem. Phys. 2016, 145, 074501, doi:10.1063/1.4960175',
  },
  {
    ...TIP_GEOMETRY,
    name: 'TIP4P',
    title: 'TIP4P',
    sites: 4,
    chargeO: 0,
    chargeH: 0.52,
    chargeM: -1.04,
    rOM: 0.15,
    sigmaO: 0.315365,
    epsilonO: 0.155 * KCAL,
    citation:
      'Jorgensen, Chandrasekhar, Madura, Impey & Klein, J. Chem. Phys. 1983, 79, 926, doi:10.1063/1.445869',
  },
  {
    ...TIP_GEOMETRY,
    name: 'TIP4P-Ew',
    title: 'TIP4P-Ew',
    sites: 4,
    chargeO: 0,
    chargeH: 0.52422,
    chargeM: -1.04844,
    rOM: 0.125,
    sigmaO: 0.316435,
    epsilonO: 0.16275 * KCAL,
    citation: 'Horn et al., J. Chem. Phys. 2004, 120, 9665, doi:10.1063/1.1683075',
  },
  {
    ...TIP_GEOMETRY,
    name: 'TIP4P2005',
    title: 'TIP4P/2005',
    sites: 4,
    chargeO: 0,
    chargeH: 0.5564,
    chargeM: -1.1128,
    rOM: 0.1546,
    sigmaO: 0.31589,
    epsilonO: 93.2 * R_KJ,
    citation: 'Abascal & Vega, J. Chem. Phys. 2005, 123, 234505, doi:10.1063/1.2121687',
  },
  {
    name: 'OPC',
    title: 'OPC',
    sites: 4,
    rOH: 0.8724,
    angleHOH: 103.6,
    chargeO: 0,
    chargeH: 0.6791,
    chargeM: -1.3582,
    rOM: 0.1594,
    sigmaO: 0.316655,
    epsilonO: 0.2128 * KCAL,
    flexible: TIP_FLEX,
    citation: 'Izadi, Anandakrishnan & Onufriev, J. Phys. Chem. Lett. 2014, 5, 3863, doi:10.1021/jz501780a',
  },
];

/** The UI's "no water model" choice (spec 000 §2: the dropdown's first option). */
export const NO_WATER_MODEL = '-';

/** Case-insensitive; accepts the published title too ('SPC/E', 'TIP4P/2005'). */
export function findWaterModel(name: string): WaterModel | undefined {
  const key = name.trim().toUpperCase();
  return WATER_MODELS.find((m) => m.name.toUpperCase() === key || m.title.toUpperCase() === key);
}

export const FOUR_POINT_WATER_MODELS: readonly WaterModel[] = WATER_MODELS.filter((m) => m.sites === 4);

/** Atom types of water sites (GROMACS's names). */
export type WaterSiteType = 'OW' | 'HW' | 'MW';
