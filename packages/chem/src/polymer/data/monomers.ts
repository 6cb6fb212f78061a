/**
 * The monomer library (issue 18.1): common repeat units by group, each as a p-SMILES with two `*`, the
 * head first (for vinyl monomers the CH2 end, so head-to-tail chains are the usual …CH2–CHR–CH2–CHR…).
 * Names are the usual English and Chinese names of the polymers' monomers; the p-SMILES are written here
 * from the structures and checked by the test beside this file (graph read, two single-bonded `*`).
 */
export interface MonomerEntry {
  readonly id: string;
  readonly en: string;
  readonly zh: string;
  readonly psmiles: string;
}

export interface MonomerGroup {
  readonly id: string;
  readonly en: string;
  readonly zh: string;
  readonly monomers: readonly MonomerEntry[];
}

const m = (id: string, en: string, zh: string, psmiles: string): MonomerEntry => ({ id, en, zh, psmiles });

export const MONOMER_GROUPS: readonly MonomerGroup[] = [
  {
    id: 'olefins',
    en: 'Polyolefins',
    zh: '聚烯烃',
    monomers: [
      m('ethylene', 'Ethylene', '乙烯', '*CC*'),
      m('propylene', 'Propylene', '丙烯', '*CC(*)C'),
      m('1-butene', '1-Butene', '1-丁烯', '*CC(*)CC'),
      m('isobutylene', 'Isobutylene', '异丁烯', '*CC(*)(C)C'),
      m('4-methyl-1-pentene', '4-Methyl-1-pentene', '4-甲基-1-戊烯', '*CC(*)CC(C)C'),
      m('1-hexene', '1-Hexene', '1-己烯', '*CC(*)CCCC'),
      m('1-octene', '1-Octene', '1-辛烯', '*CC(*)CCCCCC'),
      m('vinylcyclohexane', 'Vinylcyclohexane', '乙烯基环己烷', '*CC(*)C1CCCCC1'),
    ],
  },
  {
    id: 'styrenics',
    en: 'Styrenics',
    zh: '苯乙烯类',
    monomers: [
      m('styrene', 'Styrene', '苯乙烯', '*CC(*)c1ccccc1'),
      m('alpha-methylstyrene', 'α-Methylstyrene', 'α-甲基苯乙烯', '*CC(*)(C)c1ccccc1'),
      m('4-methylstyrene', '4-Methylstyrene', '4-甲基苯乙烯', '*CC(*)c1ccc(C)cc1'),
      m('4-chlorostyrene', '4-Chlorostyrene', '4-氯苯乙烯', '*CC(*)c1ccc(Cl)cc1'),
      m('4-hydroxystyrene', '4-Hydroxystyrene', '4-羟基苯乙烯', '*CC(*)c1ccc(O)cc1'),
      m('4-tert-butylstyrene', '4-tert-Butylstyrene', '4-叔丁基苯乙烯', '*CC(*)c1ccc(C(C)(C)C)cc1'),
      m('2-vinylpyridine', '2-Vinylpyridine', '2-乙烯基吡啶', '*CC(*)c1ccccn1'),
      m('4-vinylpyridine', '4-Vinylpyridine', '4-乙烯基吡啶', '*CC(*)c1ccncc1'),
    ],
  },
  {
    id: 'acrylics',
    en: 'Acrylates, methacrylates and acrylamides',
    zh: '丙烯酸酯、甲基丙烯酸酯与丙烯酰胺',
    monomers: [
      m('acrylic-acid', 'Acrylic acid', '丙烯酸', '*CC(*)C(=O)O'),
      m('methyl-acrylate', 'Methyl acrylate', '丙烯酸甲酯', '*CC(*)C(=O)OC'),
      m('ethyl-acrylate', 'Ethyl acrylate', '丙烯酸乙酯', '*CC(*)C(=O)OCC'),
      m('butyl-acrylate', 'n-Butyl acrylate', '丙烯酸正丁酯', '*CC(*)C(=O)OCCCC'),
      m('2-ethylhexyl-acrylate', '2-Ethylhexyl acrylate', '丙烯酸2-乙基己酯', '*CC(*)C(=O)OCC(CC)CCCC'),
      m('methacrylic-acid', 'Methacrylic acid', '甲基丙烯酸', '*CC(*)(C)C(=O)O'),
      m('methyl-methacrylate', 'Methyl methacrylate', '甲基丙烯酸甲酯', '*CC(*)(C)C(=O)OC'),
      m('ethyl-methacrylate', 'Ethyl methacrylate', '甲基丙烯酸乙酯', '*CC(*)(C)C(=O)OCC'),
      m('butyl-methacrylate', 'n-Butyl methacrylate', '甲基丙烯酸正丁酯', '*CC(*)(C)C(=O)OCCCC'),
      m('hema', '2-Hydroxyethyl methacrylate', '甲基丙烯酸2-羟乙酯', '*CC(*)(C)C(=O)OCCO'),
      m('glycidyl-methacrylate', 'Glycidyl methacrylate', '甲基丙烯酸缩水甘油酯', '*CC(*)(C)C(=O)OCC1CO1'),
      m('acrylamide', 'Acrylamide', '丙烯酰胺', '*CC(*)C(N)=O'),
      m('n-isopropylacrylamide', 'N-Isopropylacrylamide', 'N-异丙基丙烯酰胺', '*CC(*)C(=O)NC(C)C'),
      m('acrylonitrile', 'Acrylonitrile', '丙烯腈', '*CC(*)C#N'),
    ],
  },
  {
    id: 'vinyls',
    en: 'Vinyl polymers',
    zh: '乙烯基聚合物',
    monomers: [
      m('vinyl-chloride', 'Vinyl chloride', '氯乙烯', '*CC(*)Cl'),
      m('vinylidene-chloride', 'Vinylidene chloride', '偏二氯乙烯', '*CC(*)(Cl)Cl'),
      m('vinyl-acetate', 'Vinyl acetate', '乙酸乙烯酯', '*CC(*)OC(C)=O'),
      m('vinyl-alcohol', 'Vinyl alcohol', '乙烯醇', '*CC(*)O'),
      m('methyl-vinyl-ether', 'Methyl vinyl ether', '甲基乙烯基醚', '*CC(*)OC'),
      m('n-vinylpyrrolidone', 'N-Vinylpyrrolidone', 'N-乙烯基吡咯烷酮', '*CC(*)N1CCCC1=O'),
      m('n-vinylcarbazole', 'N-Vinylcarbazole', 'N-乙烯基咔唑', '*CC(*)n1c2ccccc2c2ccccc21'),
    ],
  },
  {
    id: 'dienes',
    en: 'Dienes',
    zh: '二烯类',
    monomers: [
      m('cis-1,4-butadiene', 'Butadiene (cis-1,4)', '丁二烯（顺式-1,4）', '*C/C=C\\C*'),
      m('trans-1,4-butadiene', 'Butadiene (trans-1,4)', '丁二烯（反式-1,4）', '*C/C=C/C*'),
      m('1,2-butadiene', 'Butadiene (1,2-vinyl)', '丁二烯（1,2-乙烯基）', '*CC(*)C=C'),
      m('cis-1,4-isoprene', 'Isoprene (cis-1,4)', '异戊二烯（顺式-1,4）', '*C/C(C)=C\\C*'),
      m('trans-1,4-chloroprene', 'Chloroprene (trans-1,4)', '氯丁二烯（反式-1,4）', '*C/C(Cl)=C/C*'),
    ],
  },
  {
    id: 'polyesters',
    en: 'Polyesters',
    zh: '聚酯',
    monomers: [
      m('ethylene-terephthalate', 'Ethylene terephthalate (PET)', '对苯二甲酸乙二醇酯（PET）', '*OCCOC(=O)c1ccc(C(*)=O)cc1'),
      m('butylene-terephthalate', 'Butylene terephthalate (PBT)', '对苯二甲酸丁二醇酯（PBT）', '*OCCCCOC(=O)c1ccc(C(*)=O)cc1'),
      m('ethylene-naphthalate', 'Ethylene 2,6-naphthalate (PEN)', '2,6-萘二甲酸乙二醇酯（PEN）', '*OCCOC(=O)c1ccc2cc(C(*)=O)ccc2c1'),
      m('lactic-acid', 'Lactic acid (PLA)', '乳酸（PLA）', '*OC(C)C(*)=O'),
      m('glycolic-acid', 'Glycolic acid (PGA)', '乙醇酸（PGA）', '*OCC(*)=O'),
      m('caprolactone', 'ε-Caprolactone (PCL)', 'ε-己内酯（PCL）', '*OCCCCCC(*)=O'),
      m('3-hydroxybutyrate', '3-Hydroxybutyrate (PHB)', '3-羟基丁酸（PHB）', '*OC(C)CC(*)=O'),
    ],
  },
  {
    id: 'polyamides',
    en: 'Polyamides',
    zh: '聚酰胺',
    monomers: [
      m('nylon-6', 'Nylon 6 (caprolactam)', '尼龙6（己内酰胺）', '*NCCCCCC(*)=O'),
      m('nylon-66', 'Nylon 6,6', '尼龙66', '*NCCCCCCNC(=O)CCCCC(*)=O'),
      m('nylon-46', 'Nylon 4,6', '尼龙46', '*NCCCCNC(=O)CCCCC(*)=O'),
      m('nylon-11', 'Nylon 11', '尼龙11', '*NCCCCCCCCCCC(*)=O'),
      m('nylon-12', 'Nylon 12', '尼龙12', '*NCCCCCCCCCCCC(*)=O'),
      m('ppta', 'Poly(p-phenylene terephthalamide) (Kevlar)', '聚对苯二甲酰对苯二胺（芳纶1414）', '*Nc1ccc(NC(=O)c2ccc(C(*)=O)cc2)cc1'),
      m('mpia', 'Poly(m-phenylene isophthalamide) (Nomex)', '聚间苯二甲酰间苯二胺（芳纶1313）', '*Nc1cccc(NC(=O)c2cccc(C(*)=O)c2)c1'),
    ],
  },
  {
    id: 'polyethers',
    en: 'Polyethers',
    zh: '聚醚',
    monomers: [
      m('ethylene-oxide', 'Ethylene oxide (PEO)', '环氧乙烷（PEO）', '*CCO*'),
      m('propylene-oxide', 'Propylene oxide (PPO)', '环氧丙烷（PPO）', '*CC(C)O*'),
      m('formaldehyde', 'Formaldehyde (POM)', '甲醛（POM）', '*CO*'),
      m('tetrahydrofuran', 'Tetrahydrofuran (PTMO)', '四氢呋喃（PTMO）', '*CCCCO*'),
      m('2,6-dimethylphenylene-oxide', '2,6-Dimethyl-1,4-phenylene oxide (PPE)', '2,6-二甲基-1,4-苯醚（PPE）', '*Oc1c(C)cc(*)cc1C'),
      m('peek', 'Ether ether ketone (PEEK)', '醚醚酮（PEEK）', '*Oc1ccc(Oc2ccc(C(=O)c3ccc(*)cc3)cc2)cc1'),
    ],
  },
  {
    id: 'polycarbonates',
    en: 'Polycarbonates',
    zh: '聚碳酸酯',
    monomers: [
      m('bisphenol-a-carbonate', 'Bisphenol A carbonate', '双酚A碳酸酯', '*Oc1ccc(C(C)(C)c2ccc(OC(*)=O)cc2)cc1'),
      m('ethylene-carbonate', 'Ethylene carbonate', '碳酸乙烯酯', '*OCCOC(*)=O'),
      m('propylene-carbonate', 'Propylene carbonate', '碳酸丙烯酯', '*OC(C)COC(*)=O'),
      m('trimethylene-carbonate', 'Trimethylene carbonate', '三亚甲基碳酸酯', '*OCCCOC(*)=O'),
    ],
  },
  {
    id: 'polyimides',
    en: 'Polyimides',
    zh: '聚酰亚胺',
    monomers: [
      m('pmda-oda', 'PMDA-ODA (Kapton)', '均苯四甲酸二酐-二氨基二苯醚（Kapton）', '*N1C(=O)c2cc3c(cc2C1=O)C(=O)N(c1ccc(Oc2ccc(*)cc2)cc1)C3=O'),
      m('bpda-pda', 'BPDA-PDA', '联苯四甲酸二酐-对苯二胺', '*N1C(=O)c2ccc(cc2C1=O)-c1ccc2C(=O)N(c3ccc(*)cc3)C(=O)c2c1'),
    ],
  },
  {
    id: 'fluoropolymers',
    en: 'Fluoropolymers',
    zh: '含氟聚合物',
    monomers: [
      m('tetrafluoroethylene', 'Tetrafluoroethylene (PTFE)', '四氟乙烯（PTFE）', '*C(F)(F)C(*)(F)F'),
      m('vinylidene-fluoride', 'Vinylidene fluoride (PVDF)', '偏二氟乙烯（PVDF）', '*CC(*)(F)F'),
      m('vinyl-fluoride', 'Vinyl fluoride (PVF)', '氟乙烯（PVF）', '*CC(*)F'),
      m('chlorotrifluoroethylene', 'Chlorotrifluoroethylene (PCTFE)', '三氟氯乙烯（PCTFE）', '*C(F)(F)C(*)(F)Cl'),
      m('hexafluoropropylene', 'Hexafluoropropylene', '六氟丙烯', '*C(F)(F)C(*)(F)C(F)(F)F'),
    ],
  },
  {
    id: 'conducting',
    en: 'Conjugated and conducting polymers',
    zh: '共轭与导电聚合物',
    monomers: [
      m('acetylene', 'Acetylene (trans-polyacetylene)', '乙炔（反式聚乙炔）', '*/C=C/*'),
      m('thiophene', 'Thiophene', '噻吩', '*c1ccc(*)s1'),
      m('3-hexylthiophene', '3-Hexylthiophene (P3HT)', '3-己基噻吩（P3HT）', '*c1sc(*)cc1CCCCCC'),
      m('pyrrole', 'Pyrrole', '吡咯', '*c1ccc(*)[nH]1'),
      m('furan', 'Furan', '呋喃', '*c1ccc(*)o1'),
      m('aniline', 'Aniline (leucoemeraldine)', '苯胺（全还原态）', '*Nc1ccc(*)cc1'),
      m('p-phenylene', 'p-Phenylene', '对苯撑', '*c1ccc(*)cc1'),
      m('p-phenylene-vinylene', 'p-Phenylene vinylene (PPV)', '对苯撑乙烯（PPV）', '*/C=C/c1ccc(*)cc1'),
      m('edot', '3,4-Ethylenedioxythiophene (PEDOT)', '3,4-乙撑二氧噻吩（PEDOT）', '*c1sc(*)c2OCCOc12'),
    ],
  },
  {
    id: 'others',
    en: 'Siloxanes, sulfur polymers and polyurethanes',
    zh: '聚硅氧烷、含硫聚合物与聚氨酯',
    monomers: [
      m('dimethylsiloxane', 'Dimethylsiloxane (PDMS)', '二甲基硅氧烷（PDMS）', '*O[Si](C)(C)*'),
      m('methylphenylsiloxane', 'Methylphenylsiloxane', '甲基苯基硅氧烷', '*O[Si](C)(c1ccccc1)*'),
      m('phenylene-sulfide', 'p-Phenylene sulfide (PPS)', '对苯硫醚（PPS）', '*Sc1ccc(*)cc1'),
      m('bisphenol-a-sulfone', 'Bisphenol A sulfone (PSU)', '双酚A砜（PSU）', '*Oc1ccc(S(=O)(=O)c2ccc(Oc3ccc(C(C)(C)c4ccc(*)cc4)cc3)cc2)cc1'),
      m('hdi-butanediol-urethane', 'HDI–1,4-butanediol urethane', '六亚甲基二异氰酸酯-丁二醇聚氨酯', '*OCCCCOC(=O)NCCCCCCNC(*)=O'),
    ],
  },
];
