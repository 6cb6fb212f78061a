/**
 * The structures of the project's MOF/COF library (apps/server/frameworks), each with the reference CIF
 * its cell and atom positions come from and the paper that reported it. The papers are transcribed from
 * the citation fields of the RASPA2 files and from CURATED-COFs' cof-frameworks.csv (journal, year,
 * volume, pages); two author initials the RASPA2 files misspell are corrected (J.H. Cavka, G. Ferey).
 * A structure whose source file names no paper carries the source alone: we do not guess which
 * publication its coordinates were taken from.
 */

export interface Paper {
  /** Authors as the paper lists them; absent where the source gives only the journal reference. */
  readonly authors?: readonly string[];
  readonly title?: string;
  readonly journal: string;
  readonly volume: number;
  readonly pageFirst: number;
  readonly pageLast: number;
  readonly year: number;
}

export interface SourceCollection {
  /** Folder under the reference data (../shared/data/frameworks). */
  readonly folder: string;
  /** How the generated file names its source. */
  readonly citation: string;
}

export const SOURCES = {
  raspa2: { folder: 'mofs', citation: 'numat/RASPA2 structures/mofs/cif (MIT)' },
  curatedCofs: {
    folder: 'cofs',
    citation:
      'danieleongari/CURATED-COFs cifs (MIT); Ongari, Yakutovich, Talirz, Smit, ACS Cent. Sci. 2019, 5, 1663, ' +
      'doi:10.1021/acscentsci.9b00619',
  },
} as const satisfies Record<string, SourceCollection>;

export interface FrameworkEntry {
  /** Library folder (a group of related frameworks). */
  readonly folder: string;
  /** Structure name: the file is `<name>.cif`, the data block `data_<name>`. */
  readonly name: string;
  readonly source: keyof typeof SOURCES;
  /** The reference file, relative to the source collection's folder. */
  readonly file: string;
  readonly paper?: Paper;
}

const YAGHI_COF_2005: Paper = {
  authors: ['A.P. Cote', 'A.I. Benin', 'N.W. Ockwig', "M. O'Keeffe", 'A.J. Matzger', 'O.M. Yaghi'],
  title: 'Porous, crystalline, covalent organic frameworks',
  journal: 'Science',
  volume: 310,
  pageFirst: 1166,
  pageLast: 1170,
  year: 2005,
};

const COF_3D_2007: Paper = {
  authors: [
    'H.M. El-Kaderi',
    'J.R. Hunt',
    'J.L. Mendoza-Cortes',
    'A.P. Cote',
    'R.E. Taylor',
    "M. O'Keeffe",
    'O.M. Yaghi',
  ],
  title: 'Designed Synthesis of 3D Covalent Organic Frameworks',
  journal: 'Science',
  volume: 316,
  pageFirst: 268,
  pageLast: 272,
  year: 2007,
};

const IRMOF_2002: Paper = {
  authors: ['M. Eddaoudi', 'J. Kim', 'N. Rosi', 'D. Vodak', 'J. Wachter', "M. O'Keeffe", 'O.M. Yaghi'],
  title:
    'Systematic design of pore size and functionality in isoreticular MOFs and their application in methane storage',
  journal: 'Science',
  volume: 295,
  pageFirst: 469,
  pageLast: 472,
  year: 2002,
};

const ZIF_2006: Paper = {
  authors: [
    'K.S. Park',
    'Z. Ni',
    'A.P. Cote',
    'J.Y. Choi',
    'R.D. Huang',
    'F.J. Uribe-Romo',
    'H.K. Chae',
    "M. O'Keeffe",
    'O.M. Yaghi',
  ],
  title: 'Exceptional chemical and thermal stability of zeolitic imidazolate frameworks',
  journal: 'Proc. Natl. Acad. Sci. USA',
  volume: 103,
  pageFirst: 10186,
  pageLast: 10191,
  year: 2006,
};

const MIL_53_2002: Paper = {
  authors: ['C. Serre', 'F. Millange', 'C. Thouvenot', 'M. Nogues', 'G. Marsolier', 'D. Louer', 'G. Ferey'],
  title:
    'Very large breathing effect in the first nanoporous chromium(III)-based solids: MIL-53 or ' +
    'Cr(III)(OH).{O2C-C6H4-CO2}.{HO2C-C6H4-CO2H}x.H2Oy',
  journal: 'J. Am. Chem. Soc.',
  volume: 124,
  pageFirst: 13519,
  pageLast: 13526,
  year: 2002,
};

/**
 * Every reference structure considered. The script leaves out, with the reason, those the library could
 * not serve: more than the crystal flow's 1000 atoms after expansion, or a site written twice.
 */
export const FRAMEWORKS: readonly FrameworkEntry[] = [
  { folder: 'IRMOF', name: 'IRMOF-1', source: 'raspa2', file: 'IRMOF-1.cif', paper: IRMOF_2002 },
  { folder: 'IRMOF', name: 'IRMOF-3', source: 'raspa2', file: 'IRMOF-3.cif', paper: IRMOF_2002 },
  { folder: 'IRMOF', name: 'IRMOF-8', source: 'raspa2', file: 'IRMOF-8.cif', paper: IRMOF_2002 },
  { folder: 'IRMOF', name: 'IRMOF-10', source: 'raspa2', file: 'IRMOF-10.cif', paper: IRMOF_2002 },
  // The seven below are read and left out by the script (over 1000 atoms); no paper is needed for that.
  { folder: 'Zn4O', name: 'MOF-210', source: 'raspa2', file: 'MOF-210.cif' },
  { folder: 'Cu-paddlewheel', name: 'PCN-60', source: 'raspa2', file: 'PCN-60.cif' },
  { folder: 'Cu-paddlewheel', name: 'NU-100', source: 'raspa2', file: 'NU-100SP.cif' },
  { folder: 'MIL', name: 'MIL-100', source: 'raspa2', file: 'MIL-100.cif' },
  { folder: 'MIL', name: 'MIL-101', source: 'raspa2', file: 'MIL-101.cif' },
  { folder: 'ZIF', name: 'ZIF-20', source: 'raspa2', file: 'ZIF-20.cif' },
  { folder: 'COF-3D', name: 'COF-202', source: 'raspa2', file: 'COF-202.cif' },
  { folder: 'Zn4O', name: 'MOF-177', source: 'raspa2', file: 'MOF-177.cif' },
  {
    folder: 'Zn4O',
    name: 'UMCM-1',
    source: 'raspa2',
    file: 'UMCM-1.cif',
    paper: {
      authors: ['K. Koh', 'A.G. Wong-Foy', 'A.J. Matzger'],
      title: 'A Crystalline Mesoporous Coordination Copolymer with High Microporosity',
      journal: 'Angew. Chem.',
      volume: 120,
      pageFirst: 689,
      pageLast: 692,
      year: 2008,
    },
  },
  {
    folder: 'Cu-paddlewheel',
    name: 'HKUST-1 (Cu-BTC)',
    source: 'raspa2',
    file: 'Cu-BTC.cif',
    paper: {
      authors: ['S.S.Y. Chui', 'S.M.F. Lo', 'J.P.H. Charmant', 'A.G. Orpen', 'I.D. Williams'],
      title: 'A chemically functionalizable nanoporous material [Cu3(TMA)2(H2O)3]n',
      journal: 'Science',
      volume: 283,
      pageFirst: 1148,
      pageLast: 1150,
      year: 1999,
    },
  },
  {
    folder: 'Zr',
    name: 'UiO-66',
    source: 'raspa2',
    file: 'UIO-66.cif',
    paper: {
      authors: [
        'J.H. Cavka',
        'S. Jakobsen',
        'U. Olsbye',
        'N. Guillou',
        'C. Lamberti',
        'S. Bordiga',
        'K.P. Lillerud',
      ],
      title:
        'A new zirconium inorganic building brick forming metal organic frameworks with exceptional stability',
      journal: 'J. Am. Chem. Soc.',
      volume: 130,
      pageFirst: 13850,
      pageLast: 13851,
      year: 2008,
    },
  },
  { folder: 'ZIF', name: 'ZIF-1', source: 'raspa2', file: 'ZIF-1.cif', paper: ZIF_2006 },
  { folder: 'ZIF', name: 'ZIF-8', source: 'raspa2', file: 'ZIF-8.cif', paper: ZIF_2006 },
  { folder: 'ZIF', name: 'ZIF-10', source: 'raspa2', file: 'ZIF-10.cif', paper: ZIF_2006 },
  {
    folder: 'ZIF',
    name: 'ZIF-71',
    source: 'raspa2',
    file: 'ZIF-71.cif',
    paper: {
      authors: [
        'R. Banerjee',
        'A. Phan',
        'B. Wang',
        'C. Knobler',
        'H. Furukawa',
        "M. O'Keeffe",
        'O.M. Yaghi',
      ],
      title: 'High-throughput synthesis of zeolitic imidazolate frameworks and application to CO2 capture',
      journal: 'Science',
      volume: 319,
      pageFirst: 939,
      pageLast: 943,
      year: 2008,
    },
  },
  {
    folder: 'ZIF',
    name: 'ZIF-90',
    source: 'raspa2',
    file: 'ZIF-90.cif',
    paper: {
      authors: ['W. Morris', 'C.J. Doonan', 'H. Furukawa', 'R. Banerjee', 'O.M. Yaghi'],
      title:
        'Crystals as molecules: postsynthesis covalent functionalization of zeolitic imidazolate frameworks',
      journal: 'J. Am. Chem. Soc.',
      volume: 130,
      pageFirst: 12626,
      pageLast: 12627,
      year: 2008,
    },
  },
  {
    folder: 'MIL',
    name: 'MIL-47',
    source: 'raspa2',
    file: 'MIL-47.cif',
    paper: {
      authors: ['K. Barthelet', 'J. Marrot', 'D. Riou', 'G. Ferey'],
      title:
        'A breathing hybrid organic-inorganic solid with very large pores and high magnetic characteristics',
      journal: 'Angew. Chem. Int. Ed.',
      volume: 41,
      pageFirst: 281,
      pageLast: 284,
      year: 2002,
    },
  },
  { folder: 'MIL', name: 'MIL-53(Cr) ht', source: 'raspa2', file: 'MIL-53(Cr)ht.cif', paper: MIL_53_2002 },
  { folder: 'MIL', name: 'MIL-53(Cr) lt', source: 'raspa2', file: 'MIL-53(Cr)lt.cif', paper: MIL_53_2002 },
  {
    folder: 'MIL',
    name: 'MIL-88B open',
    source: 'raspa2',
    file: 'MIL-88B-open.cif',
    paper: {
      authors: ['C. Serre', 'C. Mellot-Draznieks', 'S. Surble', 'N. Audebrand', 'Y. Filinchuk', 'G. Ferey'],
      title: 'Role of solvent-host interactions that lead to very large swelling of hybrid frameworks',
      journal: 'Science',
      volume: 315,
      pageFirst: 1828,
      pageLast: 1831,
      year: 2007,
    },
  },
  { folder: 'MOF-74', name: 'Mg-MOF-74', source: 'raspa2', file: 'MgMOF-74.cif' },
  { folder: 'MOF-74', name: 'Co-MOF-74', source: 'raspa2', file: 'Co-DOBDC.cif' },
  { folder: 'MOF-74', name: 'Ni-MOF-74', source: 'raspa2', file: 'Ni-DOBDC.cif' },
  { folder: 'Azolate', name: 'CoBDP', source: 'raspa2', file: 'CoBDP.cif' },
  { folder: 'Azolate', name: 'MAF-X8', source: 'raspa2', file: 'MAF-X8.cif' },
  { folder: 'COF-2D', name: 'COF-1', source: 'raspa2', file: 'COF-1.cif', paper: YAGHI_COF_2005 },
  { folder: 'COF-2D', name: 'COF-5', source: 'raspa2', file: 'COF-5.cif', paper: YAGHI_COF_2005 },
  {
    folder: 'COF-2D',
    name: 'CTF-1',
    source: 'curatedCofs',
    file: '08020N2.cif',
    paper: { journal: 'Angew. Chem. Int. Ed.', volume: 47, pageFirst: 3450, pageLast: 3453, year: 2008 },
  },
  {
    folder: 'COF-2D',
    name: 'TpPa-1',
    source: 'curatedCofs',
    file: '12000N2.cif',
    paper: { journal: 'J. Am. Chem. Soc.', volume: 134, pageFirst: 19524, pageLast: 19527, year: 2012 },
  },
  { folder: 'COF-3D', name: 'COF-102', source: 'raspa2', file: 'COF-102.cif', paper: COF_3D_2007 },
  { folder: 'COF-3D', name: 'COF-103', source: 'raspa2', file: 'COF-103.cif', paper: COF_3D_2007 },
  { folder: 'COF-3D', name: 'COF-108', source: 'raspa2', file: 'COF-108.cif', paper: COF_3D_2007 },
  {
    folder: 'COF-3D',
    name: 'COF-300',
    source: 'raspa2',
    file: 'COF-300.cif',
    paper: {
      authors: ['F.J. Uribe-Romo', 'J.R. Hunt', 'H. Furukawa', 'C. Klock', "M. O'Keeffe", 'O.M. Yaghi'],
      title: 'A Crystalline Imine-Linked 3-D Porous Covalent Organic Framework',
      journal: 'J. Am. Chem. Soc.',
      volume: 131,
      pageFirst: 4570,
      pageLast: 4571,
      year: 2009,
    },
  },
];
