import type { CitationRecord } from './citation-types.js';
import { HEADER as H, nist } from './citation-types.js';

/*
 * The EAM-family files of Debian's lammps-data (20220106), keyed by SHA-256. Values marked `header` are
 * the file's own CITATION (or its comment lines), written out as fields; DOIs and titles only where the
 * NIST Interatomic Potentials Repository page of the potential names them. Fields no source gives are
 * left out (the catalogue shows "unknown"). No abstracts: none is reproduced here.
 */
const FOILES_1986 = {
  authors: ['Foiles et al', H],
  year: ['1986', H],
  journal: ['Phys Rev B', H],
  volume: ['33', H],
  pages: ['7983', H],
} as const;
const FOILES_1985_PAGE = nist('entry/1985--Foiles-S-M--Ni-Cu/EAM_Dynamo_Foiles_1985_Cu__MO_831121933939_000.html');
const FOILES_1985 = {
  authors: ['S.M. Foiles', FOILES_1985_PAGE],
  year: ['1985', H],
  journal: ['Physical Review B', FOILES_1985_PAGE],
  volume: ['32', H],
  pages: ['7685-7693', FOILES_1985_PAGE],
  doi: ['10.1103/physrevb.32.7685', FOILES_1985_PAGE],
  title: [
    'Calculation of the surface segregation of Ni-Cu alloys with the use of the embedded-atom method',
    FOILES_1985_PAGE,
  ],
} as const;
const ZHOU_2001 = {
  authors: ['Zhou et al', H],
  year: ['2001', H],
  journal: ['Acta Mater', H],
  volume: ['49', H],
  pages: ['4005', H],
} as const;
const ZHOU_2004_PAGE = nist('entry/2004--Zhou-X-W-Johnson-R-A-Wadley-H-N-G--Pb');
const ZHOU_2004 = {
  authors: ['X. W. Zhou, R. A. Johnson, H. N. G. Wadley', H],
  year: ['2004', ZHOU_2004_PAGE],
  journal: ['Physical Review B', ZHOU_2004_PAGE],
  volume: ['69', ZHOU_2004_PAGE],
  pages: ['144113', ZHOU_2004_PAGE],
  doi: ['10.1103/physrevb.69.144113', ZHOU_2004_PAGE],
  title: ['Misfit-energy-increasing dislocations in vapor-deposited CoFe/NiFe multilayers', ZHOU_2004_PAGE],
} as const;
const ANGELO_1995 = {
  authors: ['James E Angelo, Neville R Moody, Michael I Baskes', 'header (line 2)'],
  year: ['1995', H],
  journal: ['Modelling and Simulation in Materials Science & Engineering', 'header (line 2)'],
  volume: ['3', H],
  pages: ['289-307', H],
  title: ['Trapping of hydrogen to lattice defects in nickel', 'header (line 2)'],
  errata: [
    [
      'CITATION names "Moody and Baskes"; the first author, James E Angelo, is missing',
      'the same file, line 2: "James E Angelo, Neville R Moody, Michael I Baskes"',
    ],
  ],
} as const;
// The papers' first pages as posted publicly (title, authors, journal line).
const CAI_1996_PAPER = 'paper, first page: https://scribd.com/document/325491375';
const MISHIN_2005_PAPER = 'paper, first page: https://ru.scribd.com/document/369421441/FeNi';
const MISHIN_2001_PAGE = nist(
  'testing/entry/2001--Mishin-Y-Mehl-M-J-Papaconstantopoulos-D-A-et-al--Cu-1/EAM_Dynamo_MishinMehlPapaconstantopoulos_2001_Cu__MO_346334655118_005.html',
);
const FE_2003_PAGE = nist(
  'entry/2003--Mendelev-M-I-Han-S-Srolovitz-D-J-et-al--Fe-2/EAM_Dynamo_Mendelev_2003_Fe__MO_546673549085_000.html',
);

export const EAM_CITATIONS: Readonly<Record<string, CitationRecord>> = {
  '991e5f6a33c24908227d9c749b6ad9a8266200ce2955335ec113e9dd06116777': { fileName: 'Ag_u3.eam', ...FOILES_1986 },
  f34555e13ff7abdaf7350515759d0e3f353a3ad7003208052e3d6045311d42be: { fileName: 'Au_u3.eam', ...FOILES_1986 },
  '3436c491a4c75ea8b7141adbc6ee382a118f5fdb47f609c2a660fc1eb772599f': { fileName: 'Cu_u3.eam', ...FOILES_1986 },
  c67d5eca25ff953559631f5b6840f4d51d9f4e54039b03d46ab8c5b7d62b8348: { fileName: 'Ni_u3.eam', ...FOILES_1986 },
  d730a07de62f529b5f4986f6c293c87978eaac7570fc2ff604775d3e31329f30: { fileName: 'Pd_u3.eam', ...FOILES_1986 },
  fac99ea7d7d24f72a5221770e10510e456a6dabbb4e747e899472281e070f72d: { fileName: 'Pt_u3.eam', ...FOILES_1986 },
  '2ad8a40b770fb85c15904c6430afd30ed7717a58ec93371818593244d4e75f38': { fileName: 'Cu_smf7.eam', ...FOILES_1985 },
  c4eb15332b1c833f53dad9b5595228bf176dc30745b40c9781b98d78ed6a4569: {
    fileName: 'Ni_smf7.eam',
    ...FOILES_1985,
    errata: [
      [
        'COMMENT says "Ni functions for NiPd alloy"; the functions are for Ni-Cu alloys',
        `${FOILES_1985_PAGE} (note from Stephen M. Foiles: the comment incorrectly lists it as for NiPd rather than NiCu)`,
      ],
    ],
  },
  dcb72f82cf64f11822dd3ff50c08e3ed7f0d254b37c9421d6254bab857c49fb1: {
    fileName: 'Al_jnp.eam',
    authors: ['Jacobsen, Norskov and Puska', H],
    year: ['1987', H],
    journal: ['Phys Rev B', H],
    volume: ['35', H],
    pages: ['7423', H],
  },
  '1bbb90358d36ce16e1dd588804f4604494f8d55a1011cb93856a4ce6277103e8': {
    fileName: 'Cu_u6.eam',
    authors: ['Adams et al', H],
    year: ['1989', H],
    journal: ['J Mater Res', H],
    volume: ['4', H],
    pages: ['102', H],
  },
  '6e551398314325da7211c7965771667a1e7637345c943ccaf8e78820ab6b8f5c': {
    fileName: 'AlCu.eam.alloy',
    authors: ['J. Cai, Y. Y. Ye', CAI_1996_PAPER],
    title: [
      'Simple analytical embedded-atom-potential model including a long-range force for fcc metals and their alloys',
      CAI_1996_PAPER,
    ],
    year: ['1996', H],
    journal: ['Phys Rev B', H],
    volume: ['54', H],
    pages: ['8398-8410', H],
  },
  '78e3fd6412227049eabad9daa8a5f77514c4125cc4ebbc0a335b8a1d43fea6b0': {
    fileName: 'AlO.eam.alloy',
    authors: ['Streitz and Mintmire', H],
    year: ['1994', H],
    journal: ['Phys Rev B', H],
    volume: ['50', H],
    pages: ['11996-12003', H],
  },
  '07d9aeb498075e34fbf14bdb2ba03b4b214b5382a0c27617bda7fd1bea8b18bc': { fileName: 'Al_zhou.eam.alloy', ...ZHOU_2001 },
  '7c4f7e498f8399612bd919ea6138921f82b54a02411ce0c04206a046978c6a5f': { fileName: 'Cu_zhou.eam.alloy', ...ZHOU_2001 },
  b7d2b20eb80d2948aa2799aea40cf3dc04e439ec59615b9a3e383b28dc8fd072: { fileName: 'W_zhou.eam.alloy', ...ZHOU_2001 },
  '584deb988e2d8bf20a5760215ba74396060f2d8a5d835acfbd6f0a27084a9997': {
    fileName: 'CoAl.eam.alloy',
    authors: ['Vailhe and Farkas', H],
    year: ['1997', H],
    journal: ['J Mater Res', H],
    volume: ['12', H],
    pages: ['2559', H],
  },
  '6147066a4d27379a5e48b565a43da19ed4e8c98bb6c3dd5e84517b31df881fd3': {
    fileName: 'CuNi.eam.alloy',
    authors: ['Berk Onat, Sondan Durukanoglu', 'header (line 3)'],
    year: ['2014', H],
    journal: ['J Phys Cond Matt', H],
    volume: ['26', H],
    pages: ['035404', H],
  },
  '838e569b051b24662b01b12581cadddb7951f25fa8d002bbebb48f75ef8a0926': { fileName: 'CuTa.eam.alloy', ...ZHOU_2004 },
  '5911d2d924a65baece60583ed880b94cd5d27fd11e64bd1e9ac66f840de79714': {
    fileName: 'CuTa_eam.poly',
    ...ZHOU_2004,
    authors: ['Zhou, Johnson, and Wadley', H],
    errata: [
      [
        'CITATION gives "Phys. Rev. B, 16, 144113 (2014)"; the paper is Phys. Rev. B 69, 144113 (2004)',
        `${ZHOU_2004_PAGE}; the CITATION of CuTa.eam.alloy (same contributor and date) also reads 69, 144113 (2004)`,
      ],
    ],
  },
  '213fbe42fa3df6dfc12138426db23659ff16e46feefe7f5fb7c34fb769911d41': {
    fileName: 'Cu_mishin1.eam.alloy',
    authors: ['Y. Mishin, M.J. Mehl, D.A. Papaconstantopoulos, A.F. Voter, and J.D. Kress', MISHIN_2001_PAGE],
    year: ['2001', H],
    journal: ['Physical Review B', MISHIN_2001_PAGE],
    volume: ['63', H],
    pages: ['224106', H],
    doi: ['10.1103/physrevb.63.224106', MISHIN_2001_PAGE],
    title: [
      'Structural stability and lattice defects in copper: Ab initio, tight-binding, and embedded-atom calculations',
      MISHIN_2001_PAGE,
    ],
  },
  '545b0f79207ae519b7f355451812acd999bd6ed095f40a6bcfa9aa5258a38388': { fileName: 'NiAlH_jea.eam.alloy', ...ANGELO_1995 },
  e2db7225cb0a535fcfb94332105d4dcf6f33e45e1f0ca6607eacd6feb03c7eae: { fileName: 'NiAlH_jea.eam.fs', ...ANGELO_1995 },
  '17b536a454fbf87c6dd8a26a4f20e0a47927f7286993069f306727785e10eabc': {
    fileName: 'AlFe_mm.eam.fs',
    authors: ['Mendelev, Srolovitz, Ackland and Han', H],
    year: ['2005', H],
    journal: ['J Mater Res', H],
    volume: ['20', H],
    pages: ['208-218', H],
  },
  // Al_mm, CuZr_mm and VFe_mm: CITATION: Unknown, and no source names the paper here.
  '6c9b9351a06ee7986ac54266485f5bc759c1f82f1fba5cfc860ad97caba163b5': { fileName: 'Al_mm.eam.fs' },
  a512753c2b80a63a7e15d7422f471268888eda650fc12df81fb2275680737781: { fileName: 'CuZr_mm.eam.fs' },
  '649caf093158042864b514f7181c8a37f2a644d0d63222960353e19f741541bf': { fileName: 'VFe_mm.eam.fs' },
  '40a3fb9afa7da378dbb94a705d4c8143055221c8b1fbbd351a6ca0aa168020dc': {
    fileName: 'FeP_mm.eam.fs',
    authors: ['Ackland, Mendelev, Srolovitz, Han and Barashev', H],
    year: ['2004', H],
    journal: ['J Phys Condens Matter', H],
    volume: ['16', H],
    pages: ['S2629-S2642', H],
  },
  d7b15f435a3f5192e8ed264d0dcbc052f1d5641ba5db610eab88199d77d20f7c: {
    fileName: 'Fe_mm.eam.fs',
    authors: ['M.I. Mendelev, S. Han, D.J. Srolovitz, G.J. Ackland, D.Y. Sun, and M. Asta', FE_2003_PAGE],
    year: ['2003', H],
    journal: ['Philosophical Magazine', FE_2003_PAGE],
    volume: ['83', H],
    pages: ['3977-3994', H],
    doi: ['10.1080/14786430310001613264', FE_2003_PAGE],
    title: ['Development of new interatomic potentials appropriate for crystalline and liquid iron', FE_2003_PAGE],
    errata: [['CITATION names the journal "Phil Mag A"; the paper is in Philosophical Magazine 83(35)', FE_2003_PAGE]],
  },
  '6399a90c9e66dd48bd8c10e0b0d49e405cf022649599b561cc8151674a53a8a3': {
    fileName: 'Mg_mm.eam.fs',
    authors: ['Sun, Mendelev, Becker, Kudin, Haxhimali, Asta, Hoyt, Karma and Srolovitz', H],
    year: ['2006', H],
    journal: ['Phys Rev B', H],
    volume: ['73', H],
    pages: ['024116', H],
  },
  '5269f79bb6f824442130997a1dbf6f39ca5745e0e2b2bae2ab56a5c086a8843d': {
    fileName: 'Zr_mm.eam.fs',
    authors: ['Mendelev and Ackland', H],
    year: ['2007', H],
    journal: ['Phil Mag Lett', H],
    volume: ['87', H],
    pages: ['349-359', H],
  },
  a854f9b48aabc0da554e90e26592b000feefd06a8cf2e70c72f6b7d2cffb4501: {
    fileName: 'AlCu.adp',
    authors: ['Apostol and Mishin', H],
    year: ['2011', H],
    journal: ['Phys Rev B', H],
    volume: ['83', H],
    pages: ['054116', H],
  },
  '316085519bb8eaf2cf842fabc9edca5750fbe1eadf5eb59633d5d07370648ca7': {
    fileName: 'Ni.adp',
    authors: ['Y. Mishin, M.J. Mehl, D.A. Papaconstantopoulos', MISHIN_2005_PAPER],
    year: ['2005', H],
    journal: ['Acta Materialia', MISHIN_2005_PAPER],
    volume: ['53', H],
    pages: ['4029–4041', MISHIN_2005_PAPER],
    title: [
      'Phase stability in the Fe–Ni system: Investigation by first-principles calculations and atomistic simulations',
      MISHIN_2005_PAPER,
    ],
  },
  c34521ae351146e3dbeaf7657afb380c1208ac8117e62ff8431be92b9d19c77e: {
    fileName: 'FeCr.cdeam',
    authors: ['Stukowski, Sadigh, Erhart and Caro', H],
    year: ['2009', H],
    journal: ['Model Simul Mater Sci Eng', H],
    volume: ['17', 'header’s 7 corrected, see errata'],
    pages: ['075005', H],
    errata: [
      [
        'CITATION gives volume 7 for 2009; Modelling Simul. Mater. Sci. Eng. has one volume a year, so 2009 is ' +
          'volume 17 (volume 7 is 1999)',
        'the journal’s volume years: vol. 3 is 1995 (NiAlH_jea header), vol. 15 is 2007 (potfit paper, ' +
          'doi 10.1088/0965-0393/15/3/008)',
      ],
    ],
  },
  '2adad48464bf13cf7419d40bb67040ea3c672df2b11c3eb6042ca4f09b6d95a7': {
    fileName: 'PdHHe.eam.he',
    authors: ['X. W. Zhou, N. C. Bartelt, and R. B. Sills', H],
    year: ['2021', 'header DATE 2021-01-14 and Phys. Rev. B volume 103 (2021); the CITATION’s "2121" is a typo'],
    journal: ['Phys. Rev. B', H],
    volume: ['103', H],
    pages: ['014108', H],
    title: ['Enabling simulations of helium bubble nucleation and growth: A strategy for interatomic potentials', H],
    errata: [
      [
        'CITATION gives the year 2121; it is 2021',
        'the file’s DATE 2021-01-14; Phys. Rev. B volume 93 is 2016 (doi 10.1103/PhysRevB.93.104201) and ' +
          'it has two volumes a year, so volume 103 is 2021',
      ],
    ],
  },
};
