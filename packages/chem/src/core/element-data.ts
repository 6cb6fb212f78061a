import type { ElementRecord } from './elements.js';

/*
 * The element table (spec 000 §3), one row per atomic number: row 0 is the lone-pair pseudo-element Lp,
 * rows 1–118 are H … Og. Sources, column by column:
 *
 * name      English names as IUPAC spells them (Aluminium, Caesium, Sulfur).
 * addsH     Derived, not tabulated: true for the organic subset B C N O P S F Cl Br I, the elements whose
 *           implicit hydrogens the Daylight SMILES and MDL molfile conventions fill in.
 * color     Jmol CPK colours, https://jmol.sourceforge.net/jscolors/ (Z 1–109). Jmol colours nothing above
 *           Mt, so Lp and Z 110–118 take NO_COLOR, the deep pink Jmol gives its dummy element 0.
 * rcov      Covalent radius, Å. Cordero et al., Dalton Trans. 2008, 2832 (Z 1–96): carbon is the sp3 value
 *           0.76 (sp2 0.73, sp 0.69); Mn, Fe and Co take the low-spin values 1.39, 1.32, 1.26 (high spin
 *           1.61, 1.52, 1.50), as Open Babel and ASE do. Z 97–118: Pyykkö & Atsumi, Chem. Eur. J. 2009,
 *           15, 186, single-bond radii.
 * rvdw      Van der Waals radius, Å. Alvarez, Dalton Trans. 2013, 42, 8617. Po, At, Rn, Fr, Ra, absent
 *           there: Mantina et al., J. Phys. Chem. A 2009, 113, 5806. Pm and Fm–Og have no published value
 *           and carry NO_VDW (2.0 Å, Open Babel's default too): treat those as placeholders.
 * val       Maximum number of bonds perception may assume: the MaxBnd column of Open Babel's element table
 *           (halogens 1, P 6 and S 6 for PF6⁻/SF6, noble gases 0, La 12, Mn 8, 6 where nothing better is
 *           known). Open Babel gives 113–118 its default 6; we use their group's value (Nh 3 … Og 0).
 * mass      Standard atomic weight, IUPAC/CIAAW 2021 (Prohaska et al., Pure Appl. Chem. 2022, 94, 573),
 *           the conventional value where IUPAC gives an interval (H Li B C N O Mg Si S Cl Ar Br Tl Pb).
 *           Elements without one (Tc, Pm, Po–Ac, Np–Og) carry the mass number of their longest-lived
 *           isotope (NUBASE2020, Kondev et al., Chin. Phys. C 2021, 45, 030001), as IUPAC tables do.
 * rcalc     Calculated atomic radius, Å: Clementi, Raimondi & Reinhardt, J. Chem. Phys. 1967, 47, 1300
 *           (Z 1–86). La and Ce are left undefined: the transcriptions of that table disagree for them.
 * ionic     Effective ionic radius at coordination number VI, Å: Shannon, Acta Cryst. 1976, A32, 751,
 *           for the most common oxidation state among those Shannon lists at CN VI; the ion is named in
 *           the last column (hs = high spin) and exported as IONIC_RADIUS_ION. Undefined where Shannon
 *           lists no CN VI radius (H, Ra, Es, Fm, Md, Lr, Z ≥ 104) and for the noble gases (Shannon
 *           lists only Xe8+, hardly their common state).
 */

/** Jmol's colour for its dummy element 0; used for Lp and for Z 110–118, which Jmol does not colour. */
const NO_COLOR = 'ff1493';
/** Placeholder van der Waals radius (Å) for elements with no published value; see the header. */
const NO_VDW = 2.0;
const _ = undefined;

type Row = readonly [
  symbol: string,
  name: string,
  color: string,
  covalentRadius: number,
  vdwRadius: number,
  valency: number,
  mass: number,
  atomicRadius: number | undefined,
  ionicRadius: number | undefined,
  ion: string | undefined,
];

const ORGANIC_SUBSET: ReadonlySet<string> = new Set(['B', 'C', 'N', 'O', 'P', 'S', 'F', 'Cl', 'Br', 'I']);

// prettier-ignore
const ROWS: readonly Row[] = [
  // sym  name            color     rcov  rvdw    val mass          rcalc ionic  ion
  ['Lp', 'Lone pair',     NO_COLOR, 0,    0,      0,  0,            _,    _,     _],
  ['H',  'Hydrogen',      'ffffff', 0.31, 1.20,   1,  1.008,        0.53, _,     _],
  ['He', 'Helium',        'd9ffff', 0.28, 1.43,   0,  4.002602,     0.31, _,     _],
  ['Li', 'Lithium',       'cc80ff', 1.28, 2.12,   1,  6.94,         1.67, 0.76,  'Li+'],
  ['Be', 'Beryllium',     'c2ff00', 0.96, 1.98,   2,  9.0121831,    1.12, 0.45,  'Be2+'],
  ['B',  'Boron',         'ffb5b5', 0.84, 1.91,   4,  10.81,        0.87, 0.27,  'B3+'],
  ['C',  'Carbon',        '909090', 0.76, 1.77,   4,  12.011,       0.67, 0.16,  'C4+'],
  ['N',  'Nitrogen',      '3050f8', 0.71, 1.66,   4,  14.007,       0.56, 0.13,  'N5+'],
  ['O',  'Oxygen',        'ff0d0d', 0.66, 1.50,   2,  15.999,       0.48, 1.40,  'O2-'],
  ['F',  'Fluorine',      '90e050', 0.57, 1.46,   1,  18.998403162, 0.42, 1.33,  'F-'],
  ['Ne', 'Neon',          'b3e3f5', 0.58, 1.58,   0,  20.1797,      0.38, _,     _],
  ['Na', 'Sodium',        'ab5cf2', 1.66, 2.50,   1,  22.98976928,  1.90, 1.02,  'Na+'],
  ['Mg', 'Magnesium',     '8aff00', 1.41, 2.51,   2,  24.305,       1.45, 0.72,  'Mg2+'],
  ['Al', 'Aluminium',     'bfa6a6', 1.21, 2.25,   6,  26.9815384,   1.18, 0.535, 'Al3+'],
  ['Si', 'Silicon',       'f0c8a0', 1.11, 2.19,   6,  28.085,       1.11, 0.40,  'Si4+'],
  ['P',  'Phosphorus',    'ff8000', 1.07, 1.90,   6,  30.973761998, 0.98, 0.38,  'P5+'],
  ['S',  'Sulfur',        'ffff30', 1.05, 1.89,   6,  32.06,        0.88, 1.84,  'S2-'],
  ['Cl', 'Chlorine',      '1ff01f', 1.02, 1.82,   1,  35.45,        0.79, 1.81,  'Cl-'],
  ['Ar', 'Argon',         '80d1e3', 1.06, 1.83,   0,  39.95,        0.71, _,     _],
  ['K',  'Potassium',     '8f40d4', 2.03, 2.73,   1,  39.0983,      2.43, 1.38,  'K+'],
  ['Ca', 'Calcium',       '3dff00', 1.76, 2.62,   2,  40.078,       1.94, 1.00,  'Ca2+'],
  ['Sc', 'Scandium',      'e6e6e6', 1.70, 2.58,   6,  44.955907,    1.84, 0.745, 'Sc3+'],
  ['Ti', 'Titanium',      'bfc2c7', 1.60, 2.46,   6,  47.867,       1.76, 0.605, 'Ti4+'],
  ['V',  'Vanadium',      'a6a6ab', 1.53, 2.42,   6,  50.9415,      1.71, 0.54,  'V5+'],
  ['Cr', 'Chromium',      '8a99c7', 1.39, 2.45,   6,  51.9961,      1.66, 0.615, 'Cr3+'],
  ['Mn', 'Manganese',     '9c7ac7', 1.39, 2.45,   8,  54.938043,    1.61, 0.83,  'Mn2+ hs'],
  ['Fe', 'Iron',          'e06633', 1.32, 2.44,   6,  55.845,       1.56, 0.645, 'Fe3+ hs'],
  ['Co', 'Cobalt',        'f090a0', 1.26, 2.40,   6,  58.933194,    1.52, 0.745, 'Co2+ hs'],
  ['Ni', 'Nickel',        '50d050', 1.24, 2.40,   6,  58.6934,      1.49, 0.69,  'Ni2+'],
  ['Cu', 'Copper',        'c88033', 1.32, 2.38,   6,  63.546,       1.45, 0.73,  'Cu2+'],
  ['Zn', 'Zinc',          '7d80b0', 1.22, 2.39,   6,  65.38,        1.42, 0.74,  'Zn2+'],
  ['Ga', 'Gallium',       'c28f8f', 1.22, 2.32,   3,  69.723,       1.36, 0.62,  'Ga3+'],
  ['Ge', 'Germanium',     '668f8f', 1.20, 2.29,   4,  72.63,        1.25, 0.53,  'Ge4+'],
  ['As', 'Arsenic',       'bd80e3', 1.19, 1.88,   3,  74.921595,    1.14, 0.46,  'As5+'],
  ['Se', 'Selenium',      'ffa100', 1.20, 1.82,   2,  78.971,       1.03, 1.98,  'Se2-'],
  ['Br', 'Bromine',       'a62929', 1.20, 1.86,   1,  79.904,       0.94, 1.96,  'Br-'],
  ['Kr', 'Krypton',       '5cb8d1', 1.16, 2.25,   0,  83.798,       0.88, _,     _],
  ['Rb', 'Rubidium',      '702eb0', 2.20, 3.21,   1,  85.4678,      2.65, 1.52,  'Rb+'],
  ['Sr', 'Strontium',     '00ff00', 1.95, 2.84,   2,  87.62,        2.19, 1.18,  'Sr2+'],
  ['Y',  'Yttrium',       '94ffff', 1.90, 2.75,   6,  88.905838,    2.12, 0.90,  'Y3+'],
  ['Zr', 'Zirconium',     '94e0e0', 1.75, 2.52,   6,  91.224,       2.06, 0.72,  'Zr4+'],
  ['Nb', 'Niobium',       '73c2c9', 1.64, 2.56,   6,  92.90637,     1.98, 0.64,  'Nb5+'],
  ['Mo', 'Molybdenum',    '54b5b5', 1.54, 2.45,   6,  95.95,        1.90, 0.59,  'Mo6+'],
  ['Tc', 'Technetium',    '3b9e9e', 1.47, 2.44,   6,  97,           1.83, 0.645, 'Tc4+'],
  ['Ru', 'Ruthenium',     '248f8f', 1.46, 2.46,   6,  101.07,       1.78, 0.68,  'Ru3+'],
  ['Rh', 'Rhodium',       '0a7d8c', 1.42, 2.44,   6,  102.90549,    1.73, 0.665, 'Rh3+'],
  ['Pd', 'Palladium',     '006985', 1.39, 2.15,   6,  106.42,       1.69, 0.86,  'Pd2+'],
  ['Ag', 'Silver',        'c0c0c0', 1.45, 2.53,   6,  107.8682,     1.65, 1.15,  'Ag+'],
  ['Cd', 'Cadmium',       'ffd98f', 1.44, 2.49,   6,  112.414,      1.61, 0.95,  'Cd2+'],
  ['In', 'Indium',        'a67573', 1.42, 2.43,   3,  114.818,      1.56, 0.80,  'In3+'],
  ['Sn', 'Tin',           '668080', 1.39, 2.42,   4,  118.71,       1.45, 0.69,  'Sn4+'],
  ['Sb', 'Antimony',      '9e63b5', 1.39, 2.47,   3,  121.76,       1.33, 0.76,  'Sb3+'],
  ['Te', 'Tellurium',     'd47a00', 1.38, 1.99,   2,  127.6,        1.23, 2.21,  'Te2-'],
  ['I',  'Iodine',        '940094', 1.39, 2.04,   1,  126.90447,    1.15, 2.20,  'I-'],
  ['Xe', 'Xenon',         '429eb0', 1.40, 2.06,   0,  131.293,      1.08, _,     _],
  ['Cs', 'Caesium',       '57178f', 2.44, 3.48,   1,  132.90545196, 2.98, 1.67,  'Cs+'],
  ['Ba', 'Barium',        '00c900', 2.15, 3.03,   2,  137.327,      2.53, 1.35,  'Ba2+'],
  ['La', 'Lanthanum',     '70d4ff', 2.07, 2.98,   12, 138.90547,    _,    1.032, 'La3+'],
  ['Ce', 'Cerium',        'ffffc7', 2.04, 2.88,   6,  140.116,      _,    1.01,  'Ce3+'],
  ['Pr', 'Praseodymium',  'd9ffc7', 2.03, 2.92,   6,  140.90766,    2.47, 0.99,  'Pr3+'],
  ['Nd', 'Neodymium',     'c7ffc7', 2.01, 2.95,   6,  144.242,      2.06, 0.983, 'Nd3+'],
  ['Pm', 'Promethium',    'a3ffc7', 1.99, NO_VDW, 6,  145,          2.05, 0.97,  'Pm3+'],
  ['Sm', 'Samarium',      '8fffc7', 1.98, 2.90,   6,  150.36,       2.38, 0.958, 'Sm3+'],
  ['Eu', 'Europium',      '61ffc7', 1.98, 2.87,   6,  151.964,      2.31, 0.947, 'Eu3+'],
  ['Gd', 'Gadolinium',    '45ffc7', 1.96, 2.83,   6,  157.25,       2.33, 0.938, 'Gd3+'],
  ['Tb', 'Terbium',       '30ffc7', 1.94, 2.79,   6,  158.925354,   2.25, 0.923, 'Tb3+'],
  ['Dy', 'Dysprosium',    '1fffc7', 1.92, 2.87,   6,  162.5,        2.28, 0.912, 'Dy3+'],
  ['Ho', 'Holmium',       '00ff9c', 1.92, 2.81,   6,  164.930329,   2.26, 0.901, 'Ho3+'],
  ['Er', 'Erbium',        '00e675', 1.89, 2.83,   6,  167.259,      2.26, 0.89,  'Er3+'],
  ['Tm', 'Thulium',       '00d452', 1.90, 2.79,   6,  168.934219,   2.22, 0.88,  'Tm3+'],
  ['Yb', 'Ytterbium',     '00bf38', 1.87, 2.80,   6,  173.045,      2.22, 0.868, 'Yb3+'],
  ['Lu', 'Lutetium',      '00ab24', 1.87, 2.74,   6,  174.9668,     2.17, 0.861, 'Lu3+'],
  ['Hf', 'Hafnium',       '4dc2ff', 1.75, 2.63,   6,  178.486,      2.08, 0.71,  'Hf4+'],
  ['Ta', 'Tantalum',      '4da6ff', 1.70, 2.53,   6,  180.94788,    2.00, 0.64,  'Ta5+'],
  ['W',  'Tungsten',      '2194d6', 1.62, 2.57,   6,  183.84,       1.93, 0.60,  'W6+'],
  ['Re', 'Rhenium',       '267dab', 1.51, 2.49,   6,  186.207,      1.88, 0.63,  'Re4+'],
  ['Os', 'Osmium',        '266696', 1.44, 2.48,   6,  190.23,       1.85, 0.63,  'Os4+'],
  ['Ir', 'Iridium',       '175487', 1.41, 2.41,   6,  192.217,      1.80, 0.68,  'Ir3+'],
  ['Pt', 'Platinum',      'd0d0e0', 1.36, 2.29,   6,  195.084,      1.77, 0.80,  'Pt2+'],
  ['Au', 'Gold',          'ffd123', 1.36, 2.32,   6,  196.96657,    1.74, 0.85,  'Au3+'],
  ['Hg', 'Mercury',       'b8b8d0', 1.32, 2.45,   6,  200.592,      1.71, 1.02,  'Hg2+'],
  ['Tl', 'Thallium',      'a6544d', 1.45, 2.47,   3,  204.38,       1.56, 1.50,  'Tl+'],
  ['Pb', 'Lead',          '575961', 1.46, 2.60,   4,  207.2,        1.54, 1.19,  'Pb2+'],
  ['Bi', 'Bismuth',       '9e4fb5', 1.48, 2.54,   3,  208.9804,     1.43, 1.03,  'Bi3+'],
  ['Po', 'Polonium',      'ab5c00', 1.40, 1.97,   2,  209,          1.35, 0.94,  'Po4+'],
  ['At', 'Astatine',      '754f45', 1.50, 2.02,   1,  210,          1.27, 0.62,  'At7+'],
  ['Rn', 'Radon',         '428296', 1.50, 2.20,   0,  222,          1.20, _,     _],
  ['Fr', 'Francium',      '420066', 2.60, 3.48,   1,  223,          _,    1.80,  'Fr+'],
  ['Ra', 'Radium',        '007d00', 2.21, 2.83,   2,  226,          _,    _,     _],
  ['Ac', 'Actinium',      '70abfa', 2.15, 2.80,   6,  227,          _,    1.12,  'Ac3+'],
  ['Th', 'Thorium',       '00baff', 2.06, 2.93,   6,  232.0377,     _,    0.94,  'Th4+'],
  ['Pa', 'Protactinium',  '00a1ff', 2.00, 2.88,   6,  231.03588,    _,    0.78,  'Pa5+'],
  ['U',  'Uranium',       '008fff', 1.96, 2.71,   6,  238.02891,    _,    0.73,  'U6+'],
  ['Np', 'Neptunium',     '0080ff', 1.90, 2.82,   6,  237,          _,    0.75,  'Np5+'],
  ['Pu', 'Plutonium',     '006bff', 1.87, 2.81,   6,  244,          _,    0.86,  'Pu4+'],
  ['Am', 'Americium',     '545cf2', 1.80, 2.83,   6,  243,          _,    0.975, 'Am3+'],
  ['Cm', 'Curium',        '785ce3', 1.69, 3.05,   6,  247,          _,    0.97,  'Cm3+'],
  ['Bk', 'Berkelium',     '8a4fe3', 1.68, 3.40,   6,  247,          _,    0.96,  'Bk3+'],
  ['Cf', 'Californium',   'a136d4', 1.68, 3.05,   6,  251,          _,    0.95,  'Cf3+'],
  ['Es', 'Einsteinium',   'b31fd4', 1.65, 2.70,   6,  252,          _,    _,     _],
  ['Fm', 'Fermium',       'b31fba', 1.67, NO_VDW, 6,  257,          _,    _,     _],
  ['Md', 'Mendelevium',   'b30da6', 1.73, NO_VDW, 6,  258,          _,    _,     _],
  ['No', 'Nobelium',      'bd0d87', 1.76, NO_VDW, 6,  259,          _,    1.10,  'No2+'],
  ['Lr', 'Lawrencium',    'c70066', 1.61, NO_VDW, 6,  266,          _,    _,     _],
  ['Rf', 'Rutherfordium', 'cc0059', 1.57, NO_VDW, 6,  267,          _,    _,     _],
  ['Db', 'Dubnium',       'd1004f', 1.49, NO_VDW, 6,  268,          _,    _,     _],
  ['Sg', 'Seaborgium',    'd90045', 1.43, NO_VDW, 6,  269,          _,    _,     _],
  ['Bh', 'Bohrium',       'e00038', 1.41, NO_VDW, 6,  270,          _,    _,     _],
  ['Hs', 'Hassium',       'e6002e', 1.34, NO_VDW, 6,  269,          _,    _,     _],
  ['Mt', 'Meitnerium',    'eb0026', 1.29, NO_VDW, 6,  278,          _,    _,     _],
  ['Ds', 'Darmstadtium',  NO_COLOR, 1.28, NO_VDW, 6,  281,          _,    _,     _],
  ['Rg', 'Roentgenium',   NO_COLOR, 1.21, NO_VDW, 6,  282,          _,    _,     _],
  ['Cn', 'Copernicium',   NO_COLOR, 1.22, NO_VDW, 6,  285,          _,    _,     _],
  ['Nh', 'Nihonium',      NO_COLOR, 1.36, NO_VDW, 3,  286,          _,    _,     _],
  ['Fl', 'Flerovium',     NO_COLOR, 1.43, NO_VDW, 4,  289,          _,    _,     _],
  ['Mc', 'Moscovium',     NO_COLOR, 1.62, NO_VDW, 3,  290,          _,    _,     _],
  ['Lv', 'Livermorium',   NO_COLOR, 1.75, NO_VDW, 2,  293,          _,    _,     _],
  ['Ts', 'Tennessine',    NO_COLOR, 1.65, NO_VDW, 1,  294,          _,    _,     _],
  ['Og', 'Oganesson',     NO_COLOR, 1.57, NO_VDW, 0,  294,          _,    _,     _],
];

function toRecord(row: Row, number: number): ElementRecord {
  const [symbol, name, color, covalentRadius, vdwRadius, valency, mass, atomicRadius, ionicRadius] = row;
  const addsHydrogens = ORGANIC_SUBSET.has(symbol);
  return {
    number,
    symbol,
    name,
    addsHydrogens,
    color: `#${color}`,
    covalentRadius,
    vdwRadius,
    valency,
    mass,
    atomicRadius,
    ionicRadius,
  };
}

/** Indexed by atomic number: 0 = Lp, 1 = H … 118 = Og. */
export const ELEMENT_DATA: readonly ElementRecord[] = ROWS.map(toRecord);

/** The Shannon ion behind each `ionicRadius` (e.g. 'Fe3+ hs'), indexed like ELEMENT_DATA. */
export const IONIC_RADIUS_ION: readonly (string | undefined)[] = ROWS.map((row) => row[9]);
