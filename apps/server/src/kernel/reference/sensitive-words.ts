import { Mint } from 'mint-filter';
import { SENSITIVE_WORD_LINES } from './data/sensitive-words.js';

/**
 * Names of chemical substances and medicines that the source list files under violence and terror (it
 * blocks their sale). TopoForge's users write them in research directions and departments (药物化学,
 * 含能材料与炸药): they are not blocked. Street names of drugs (冰毒, k粉) and sale phrases (出售炸药) stay.
 */
export const SUBSTANCE_NAMES_NOT_BLOCKED: readonly string[] = [
  '炸药',
  '三硝基甲苯',
  '硝酸甘油',
  '亚砷酸钠',
  '亚砷酸钾',
  '亚砷（酸）酐',
  '亚硒酸',
  '亚硒酸二钠',
  '亚硒酸氢钠',
  '亚硒酸钠',
  '亚硒酸镁',
  '亚硝酰乙氧',
  '亚硝酸乙酯',
  '氧化二丁基锡',
  '氧化亚铊',
  '氧化汞',
  '氧化铊',
  '氧氯化磷',
  '促性腺激素',
  '促红细胞生成素',
  '胰岛素样生长因子',
  '咖啡因',
  '地塞米松',
  '泼尼松',
  '氯噻嗪',
  '甲睾酮',
  '雄烯二醇',
  '苯丙胺',
  '苯巴比妥',
  '普萘洛尔',
  '呋塞米',
  '西布曲明',
  '地西泮',
  '尼可刹米',
  '地奈德',
  '莫达非尼',
  '代血浆',
  '麻黄草',
  '三唑仑',
  '美沙酮',
  '吗啡',
  '氯胺酮',
  '安眠酮',
  '兴奋剂',
  'testosterone',
  'adrenaline',
  'erythropoietin',
  'tamoxifen',
  'strychnine',
  'androst',
  'diamorphine',
  'diacetylmorphine',
  'morphine',
  'ketamine',
  'benzodiazepines',
  'cocain',
  'cannabis',
  'mdma',
];

/**
 * Names of Chinese university departments, disciplines and research institutes that contain a listed
 * word (中共党史党建学院, 习近平新时代中国特色社会主义思想研究院): a hit inside one of them does not count.
 */
export const ALLOWED_PHRASES: readonly string[] = [
  '中共党史',
  '中共中央',
  '习近平新时代中国特色社会主义思想',
  '习近平法治思想',
  '习近平经济思想',
  '习近平生态文明思想',
  '习近平外交思想',
];

export interface SensitiveWordOptions {
  /** Administrators' added words. */
  readonly extraWords?: readonly string[];
  /** Administrators' removed words (of the shipped list or the additions). */
  readonly removedWords?: readonly string[];
  /** Administrators' added allowed phrases. */
  readonly extraAllowed?: readonly string[];
}

export interface SensitiveWordMatcher {
  /** The listed words the text contains (empty when it is clean). */
  find(text: string): string[];
  contains(text: string): boolean;
  readonly size: number;
}

/** NFKC folds full-width forms (ＳＥＸ) and compatibility characters; spaces are collapsed like the list's. */
const fold = (text: string): string => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');

const LATIN = /^[a-z0-9 ]+$/;
const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The shipped list: one word a line, `# category` lines and blanks skipped. */
export function shippedSensitiveWords(): string[] {
  return SENSITIVE_WORD_LINES.split('\n')
    .map((line) => fold(line).trim())
    .filter((line) => line !== '' && !line.startsWith('# '));
}

/**
 * Builds the matcher once (an Aho–Corasick automaton by npm mint-filter for the Chinese words). Latin-only
 * words match whole words only, so "anal" is not found in "analysis"; Latin words under three letters are
 * dropped (sb, sm are element symbols).
 */
export function createSensitiveWordMatcher(options: SensitiveWordOptions = {}): SensitiveWordMatcher {
  const removed = new Set([...SUBSTANCE_NAMES_NOT_BLOCKED, ...(options.removedWords ?? [])].map(fold));
  const words = new Set<string>();
  for (const word of [...shippedSensitiveWords(), ...(options.extraWords ?? []).map((w) => fold(w).trim())]) {
    if (word === '' || removed.has(word)) continue;
    if (LATIN.test(word) && word.length < 3) continue;
    words.add(word);
  }
  const latin = [...words].filter((w) => LATIN.test(w));
  const other = [...words].filter((w) => !LATIN.test(w));
  const mint = new Mint(other);
  const latinPattern =
    latin.length === 0
      ? null
      : new RegExp(`(?<![a-z0-9])(?:${latin.map(escape).join('|')})(?![a-z0-9])`, 'g');
  const allowed = [...ALLOWED_PHRASES, ...(options.extraAllowed ?? [])].map(fold).filter((p) => p !== '');
  const find = (text: string): string[] => {
    let folded = fold(text);
    // An allowed phrase is cut out before matching, so a word inside it is not seen; "|" keeps the text on
    // either side from joining into a new word.
    for (const phrase of allowed) folded = folded.split(phrase).join('|');
    const found = new Set(mint.filter(folded, { replace: false }).words);
    for (const match of latinPattern ? folded.matchAll(latinPattern) : []) found.add(match[0]);
    return [...found];
  };
  return { size: words.size, find, contains: (text) => find(text).length > 0 };
}
