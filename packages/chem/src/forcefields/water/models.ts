/**
 * Rigid water models from their published parameters. Geometry in Å and degrees, σ in nm, ε in kJ/mol
 * (GROMACS units for parameters, Å for positions — docs/adr/0001). Hydrogens carry no Lennard-Jones
 * site unless the model gives them one (TIPS3P). For 4-site models the negative charge sits on a
 * massless site M on the HOH bisector, `rOM` Å from O, and the oxygen is neutral.
 *
 * Every model here is rigid: params/water-system.ts records each water as a `RigidWater` of the
 * System (SETTLE in GROMACS, fix shake in LAMMPS …). The O–H bonds and the H–O–H angle are also kept
 * as stiff harmonic terms at the model's geometry, for writers that cannot constrain (and for the
 * exclusions bonds imply); `flexible` holds those force constants, taken from the FLEXIBLE branch of
 * GROMACS's own water topologies (spc.itp/spce.itp: 345000 kJ/mol/nm², 383 kJ/mol/rad²;
 * tip3p.itp/tip4p.itp/tip4pew.itp: 502416 kJ/mol/nm², 628.02 kJ/mol/rad²).
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
  /** Lennard-Jones σ (nm) and ε (kJ/mol) of H; absent: H has no LJ site. */
  readonly hydrogenLJ?: { readonly sigma: number; readonly epsilon: number };
  /** Mass of the hydrogen sites, g/mol; absent: ¹H (heavy-water models give deuterium, 2.014). */
  readonly massH?: number;
  /** Stiff harmonic constants standing in for the rigid geometry: kb kJ/mol/nm², kθ kJ/mol/rad². */
  readonly flexible: { readonly kb: number; readonly ktheta: number };
  readonly citation: string;
  /** The gas-phase dipole moment the publication reports for the model, Debye, and where. */
  readonly dipole?: { readonly debye: number; readonly source: string };
}

const KCAL = 4.184;
/** Boltzmann constant in kJ/mol/K (R = 8.314462618 J/mol/K), for ε given as ε/k_B in K. */
const R_KJ = 0.008314462618;
/** Deuterium, g/mol (²H atomic mass 2.01410 u). */
const DEUTERIUM = 2.014;
/** Rmin/2 (Å, CHARMM's LJ radius) → σ (nm): σ = 2 · Rmin/2 / 2^(1/6). */
const sigmaFromHalfRmin = (halfRmin: number): number => (2 * halfRmin) / 2 ** (1 / 6) / 10;

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

const JORGENSEN_1983 =
  'Jorgensen, Chandrasekhar, Madura, Impey & Klein, J. Chem. Phys. 1983, 79, 926, doi:10.1063/1.445869';
const FB_2014 =
  "Wang, Martinez & Pande, J. Phys. Chem. Lett. 2014, 5, 1885, doi:10.1021/jz500737m (Supporting Table 1; full-precision values as in the authors' OpenMM tip3pfb.xml/tip4pfb.xml)";

/** SPC/E first: the wizard's default water model (spec 000 §3, §9). */
export const WATER_MODELS: readonly WaterModel[] = [
  {
    ...SPC_BASE,
    name: 'SPCE',
    title: 'SPC/E',
    chargeO: -0.8476,
    chargeH: 0.4238,
    citation: 'Berendsen, Grigera & Straatsma, J. Phys. Chem. 1987, 91, 6269, doi:10.1021/j100308a038',
    dipole: { debye: 2.35, source: 'Berendsen, Grigera & Straatsma 1987, text and Table I' },
  },
  {
    ...SPC_BASE,
    name: 'SPC',
    title: 'SPC',
    chargeO: -0.82,
    chargeH: 0.41,
    citation:
      'Berendsen, Postma, van Gunsteren & Hermans, in Intermolecular Forces (Pullman, ed.), Reidel 1981, p. 331',
    dipole: { debye: 2.27, source: 'Berendsen, Grigera & Straatsma 1987, Table I (SPC row)' },
  },
  {
    // SPC/E with r(OH) lengthened to 1.01 Å (charges, angle and LJ unchanged) to fit rotational diffusion.
    ...SPC_BASE,
    name: 'SPCEb',
    title: 'SPC/Eb',
    rOH: 1.01,
    chargeO: -0.8476,
    chargeH: 0.4238,
    citation: 'Takemura & Kitao, J. Phys. Chem. B 2012, 116, 6279, doi:10.1021/jp301100g',
  },
  {
    // Heavy water: SPC geometry and LJ (C6^1/6 0.3712, C12^1/12 0.3428 (kJ/mol)^(1/n) nm = SPC's σ, ε),
    // q(O) −0.87, deuterium masses.
    ...SPC_BASE,
    name: 'SPCHW',
    title: 'SPC/HW',
    chargeO: -0.87,
    chargeH: 0.435,
    massH: DEUTERIUM,
    citation: 'Grigera, J. Chem. Phys. 2001, 114, 8064, doi:10.1063/1.1359183',
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
    citation: JORGENSEN_1983,
    dipole: { debye: 2.35, source: 'Jorgensen et al. 1983, Table I' },
  },
  {
    // CHARMM's TIP3P: TIP3P charges and geometry, LJ given as Rmin/2 and ε in kcal/mol, H included.
    ...TIP_GEOMETRY,
    name: 'TIPS3P',
    title: 'TIPS3P (CHARMM TIP3P)',
    sites: 3,
    chargeO: -0.834,
    chargeH: 0.417,
    chargeM: 0,
    rOM: 0,
    sigmaO: sigmaFromHalfRmin(1.7682),
    epsilonO: 0.1521 * KCAL,
    hydrogenLJ: { sigma: sigmaFromHalfRmin(0.2245), epsilon: 0.046 * KCAL },
    citation:
      'MacKerell et al., J. Phys. Chem. B 1998, 102, 3586, doi:10.1021/jp973084f; Neria, Fischer & Karplus, J. Chem. Phys. 1996, 105, 1902, doi:10.1063/1.472061',
    dipole: { debye: 2.35, source: 'TIP3P charges and geometry: Jorgensen et al. 1983, Table I' },
  },
  {
    name: 'TIP3P-FB',
    title: 'TIP3P-FB',
    sites: 3,
    rOH: 1.01181082494,
    angleHOH: (1.88754640288 * 180) / Math.PI,
    chargeO: -0.848448690103,
    chargeH: 0.4242243450515,
    chargeM: 0,
    rOM: 0,
    sigmaO: 0.317796456355,
    epsilonO: 0.652143528104,
    flexible: TIP_FLEX,
    citation: FB_2014,
    dipole: { debye: 2.419, source: 'Wang, Martinez & Pande 2014, Table 1' },
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
    dipole: { debye: 2.43, source: 'Izadi & Onufriev 2016, Table II' },
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
    citation: JORGENSEN_1983,
    dipole: { debye: 2.18, source: 'Jorgensen et al. 1983, Table I' },
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
    dipole: { debye: 2.32, source: 'Horn et al. 2004, Table I' },
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
    dipole: { debye: 2.305, source: 'Abascal & Vega 2005, Table I' },
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
    dipole: { debye: 2.48, source: 'Izadi, Anandakrishnan & Onufriev 2014, Table 2' },
  },
  {
    ...TIP_GEOMETRY,
    name: 'TIP4PICE',
    title: 'TIP4P/Ice',
    sites: 4,
    chargeO: 0,
    chargeH: 0.5897,
    chargeM: -1.1794,
    rOM: 0.1577,
    sigmaO: 0.31668,
    epsilonO: 106.1 * R_KJ,
    citation:
      'Abascal, Sanz, García Fernández & Vega, J. Chem. Phys. 2005, 122, 234511, doi:10.1063/1.1931662',
    dipole: { debye: 2.426, source: 'Abascal, Sanz, García Fernández & Vega 2005, Table I' },
  },
  {
    ...TIP_GEOMETRY,
    name: 'TIP4PEPS',
    title: 'TIP4P/ε',
    sites: 4,
    chargeO: 0,
    chargeH: 0.527,
    chargeM: -1.054,
    rOM: 0.105,
    sigmaO: 0.3165,
    // ε/k_B = 93 K (0.77324 kJ/mol).
    epsilonO: 93 * R_KJ,
    citation: 'Fuentes-Azcatl & Alejandre, J. Phys. Chem. B 2014, 118, 1263, doi:10.1021/jp410865y',
  },
  {
    // rOM from the virtual-site weights of the authors' file: 2 · 0.08984267127345 · r(OH) · cos(θ/2).
    ...TIP_GEOMETRY,
    name: 'TIP4P-FB',
    title: 'TIP4P-FB',
    sites: 4,
    chargeO: 0,
    chargeH: 0.5258681106763,
    chargeM: -1.0517362213526,
    rOM: 2 * 0.08984267127345 * 0.9572 * Math.cos((104.52 * Math.PI) / 360),
    sigmaO: 0.3165552430462,
    epsilonO: 0.7492790213533,
    citation: FB_2014,
    dipole: { debye: 2.428, source: 'Wang, Martinez & Pande 2014, Table 1' },
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
