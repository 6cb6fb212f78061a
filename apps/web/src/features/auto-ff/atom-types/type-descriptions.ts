import type { AtomTypeOption } from '@topoforge/contract';

interface Description {
  readonly en: string;
  readonly zh: string;
}

/**
 * What an atom type means, shown beside each option of the type dialog in place of a picture. Texts follow
 * the type descriptions in the header of AMBER's gaff.dat and the water models' publications.
 */
const GAFF: Readonly<Record<string, Description>> = {
  c: { en: 'sp2 carbon of a carbonyl group', zh: '羰基中的 sp2 碳' },
  c1: { en: 'sp carbon', zh: 'sp 碳' },
  c2: { en: 'sp2 carbon (aliphatic)', zh: '脂肪族 sp2 碳' },
  c3: { en: 'sp3 carbon', zh: 'sp3 碳' },
  ca: { en: 'sp2 carbon in a pure aromatic ring', zh: '纯芳香环中的 sp2 碳' },
  cp: { en: 'bridging aromatic carbon (biphenyl-type)', zh: '桥连芳香碳（联苯型）' },
  cq: { en: 'bridging aromatic carbon (biphenyl-type)', zh: '桥连芳香碳（联苯型）' },
  cc: { en: 'sp2 carbon in a non-pure aromatic ring', zh: '非纯芳香环中的 sp2 碳' },
  cd: { en: 'sp2 carbon in a non-pure aromatic ring', zh: '非纯芳香环中的 sp2 碳' },
  ce: { en: 'inner sp2 carbon of a conjugated chain', zh: '共轭链内部的 sp2 碳' },
  cf: { en: 'inner sp2 carbon of a conjugated chain', zh: '共轭链内部的 sp2 碳' },
  cg: { en: 'inner sp carbon of a conjugated chain', zh: '共轭链内部的 sp 碳' },
  ch: { en: 'inner sp carbon of a conjugated chain', zh: '共轭链内部的 sp 碳' },
  cx: { en: 'sp3 carbon in a three-membered ring', zh: '三元环中的 sp3 碳' },
  cy: { en: 'sp3 carbon in a four-membered ring', zh: '四元环中的 sp3 碳' },
  cz: { en: 'sp2 carbon of a guanidine group', zh: '胍基中的 sp2 碳' },
  h1: {
    en: 'hydrogen on aliphatic carbon with one electron-withdrawing neighbour',
    zh: '与带一个吸电子基团的脂肪碳相连的氢',
  },
  h2: {
    en: 'hydrogen on aliphatic carbon with two electron-withdrawing neighbours',
    zh: '与带两个吸电子基团的脂肪碳相连的氢',
  },
  h3: {
    en: 'hydrogen on aliphatic carbon with three electron-withdrawing neighbours',
    zh: '与带三个吸电子基团的脂肪碳相连的氢',
  },
  h4: {
    en: 'hydrogen on non-sp3 carbon with one electron-withdrawing neighbour',
    zh: '与带一个吸电子基团的非 sp3 碳相连的氢',
  },
  h5: {
    en: 'hydrogen on non-sp3 carbon with two electron-withdrawing neighbours',
    zh: '与带两个吸电子基团的非 sp3 碳相连的氢',
  },
  ha: { en: 'hydrogen on aromatic carbon', zh: '与芳香碳相连的氢' },
  hc: {
    en: 'hydrogen on aliphatic carbon, no electron-withdrawing group',
    zh: '与无吸电子基团的脂肪碳相连的氢',
  },
  hn: { en: 'hydrogen on nitrogen', zh: '与氮相连的氢' },
  ho: { en: 'hydrogen of a hydroxyl group', zh: '羟基氢' },
  hp: { en: 'hydrogen on phosphorus', zh: '与磷相连的氢' },
  hs: { en: 'hydrogen on sulfur', zh: '与硫相连的氢' },
  hw: { en: 'hydrogen in water', zh: '水中的氢' },
  hx: {
    en: 'hydrogen on carbon next to a positively charged group',
    zh: '与带正电基团相邻碳相连的氢',
  },
  o: { en: 'oxygen with one neighbour (carbonyl, carboxylate)', zh: '只有一个相连原子的氧（羰基、羧酸根）' },
  oh: { en: 'oxygen of a hydroxyl group', zh: '羟基氧' },
  os: { en: 'ether or ester oxygen', zh: '醚或酯中的氧' },
  ow: { en: 'oxygen in water', zh: '水中的氧' },
  n: { en: 'sp2 nitrogen of an amide', zh: '酰胺中的 sp2 氮' },
  n1: { en: 'sp nitrogen', zh: 'sp 氮' },
  n2: { en: 'aliphatic sp2 nitrogen with two neighbours', zh: '有两个相连原子的脂肪族 sp2 氮' },
  n3: { en: 'sp3 nitrogen with three neighbours', zh: '有三个相连原子的 sp3 氮' },
  n4: { en: 'sp3 nitrogen with four neighbours', zh: '有四个相连原子的 sp3 氮' },
  na: { en: 'sp2 nitrogen with three neighbours', zh: '有三个相连原子的 sp2 氮' },
  nb: { en: 'sp2 nitrogen in a pure aromatic ring', zh: '纯芳香环中的 sp2 氮' },
  nh: { en: 'amine nitrogen bonded to an aromatic ring', zh: '与芳香环相连的胺氮' },
  no: { en: 'nitrogen of a nitro group', zh: '硝基氮' },
  s: { en: 'sulfur with one neighbour', zh: '只有一个相连原子的硫' },
  sh: { en: 'sp3 sulfur bonded to hydrogen', zh: '与氢相连的 sp3 硫' },
  ss: { en: 'sp3 sulfur of a thioether or thioester', zh: '硫醚或硫酯中的 sp3 硫' },
  s4: { en: 'hypervalent sulfur with three neighbours', zh: '有三个相连原子的高价硫' },
  s6: { en: 'hypervalent sulfur with four neighbours', zh: '有四个相连原子的高价硫' },
  p5: { en: 'hypervalent phosphorus with four neighbours', zh: '有四个相连原子的高价磷' },
  f: { en: 'fluorine', zh: '氟' },
  cl: { en: 'chlorine', zh: '氯' },
  br: { en: 'bromine', zh: '溴' },
  i: { en: 'iodine', zh: '碘' },
};

/** Water-model types (OW, HW; MW is the virtual site of four-point models). */
const WATER: Readonly<Record<string, Description>> = {
  OW: { en: 'water oxygen of this water model', zh: '该水模型中的水氧' },
  HW: { en: 'water hydrogen of this water model', zh: '该水模型中的水氢' },
  MW: { en: 'massless charge site M of a four-point water model', zh: '四点水模型中无质量的电荷位点 M' },
};

const LONE_PAIR: Description = {
  en: 'lone pair (left out of the parameters)',
  zh: '孤对电子（不参与参数计算）',
};

/** The description of an option in the language, or undefined when the table has none. */
export function describeType(option: AtomTypeOption, language: string): string | undefined {
  const found =
    option.type === 'Lp' ? LONE_PAIR : option.name === 'GAFF' ? GAFF[option.type] : WATER[option.type];
  if (found === undefined) return undefined;
  return language.startsWith('zh') ? found.zh : found.en;
}
