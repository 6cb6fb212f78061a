import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { CHINESE_NAMES } from '../src/widgets/periodic-table/chinese-names';

/**
 * The second source of the picker's Chinese element names: Debian's gperiodic, whose zh_CN translation
 * (a GNU gettext catalogue) maps every English element name to its Chinese name. scripts/setup-system.sh
 * installs gperiodic with the test packages. This runs in Node only (no page).
 */
const GPERIODIC_ZH = '/usr/share/locale/zh_CN/LC_MESSAGES/gperiodic.mo';

/** The English names, from the picker's data file (read here: Node does not import JSON unannounced). */
const DATA_FILE = new URL('../src/widgets/periodic-table/data/PeriodicTableJSON.json', import.meta.url);
const ELEMENTS = (
  JSON.parse(readFileSync(DATA_FILE, 'utf8')) as {
    elements: { name: string; symbol: string; number: number }[];
  }
).elements.filter((e) => e.number <= 118);

/** The entries of a GNU .mo file (magic 0x950412de, little-endian): original → translation. */
function readMo(bytes: Buffer): Map<string, string> {
  expect(bytes.readUInt32LE(0)).toBe(0x950412de);
  const count = bytes.readUInt32LE(8);
  const originals = bytes.readUInt32LE(12);
  const translations = bytes.readUInt32LE(16);
  const text = (table: number, i: number): string => {
    const length = bytes.readUInt32LE(table + 8 * i);
    const offset = bytes.readUInt32LE(table + 8 * i + 4);
    return bytes.subarray(offset, offset + length).toString('utf8');
  };
  const entries = new Map<string, string>();
  for (let i = 0; i < count; i++) entries.set(text(originals, i), text(translations, i));
  return entries;
}

/** gperiodic spells aluminium the American way; every other English name is the data file's. */
const GPERIODIC_ENGLISH: Readonly<Record<string, string>> = { Aluminium: 'Aluminum' };

/**
 * Where gperiodic's translation is not our character, and why. Cn and Lv: gperiodic has the traditional
 * characters (metal radical 金), our table the simplified ones (钅) of the same names, 鎶 → 鿔 and 鉝 → 𫟷.
 * Nh, Ts, Og: the translation predates these characters in Unicode and writes each as its two components
 * (钅+尔 = 鉨, 石+田 = 鿬, 气+奥 = 鿫), Og and Ts with a note after them.
 */
const SPELLED_OTHERWISE: Readonly<Record<string, readonly [gperiodic: string, ours: string]>> = {
  Cn: ['鎶', '鿔'],
  Lv: ['鉝', '𫟷'],
  Nh: ['钅尔', '鉨'],
  Ts: ['石田', '鿬'],
  Og: ['气奥', '鿫'],
};

test("the picker's Chinese names of elements 1-118 agree with Debian gperiodic's zh_CN translation", () => {
  const catalogue = readMo(readFileSync(GPERIODIC_ZH));
  const ours = new Map(CHINESE_NAMES);
  const differing: string[] = [];
  for (const e of ELEMENTS) {
    const theirs = catalogue.get(GPERIODIC_ENGLISH[e.name] ?? e.name);
    expect(theirs, `gperiodic has no translation of ${e.name}`).toBeDefined();
    const other = SPELLED_OTHERWISE[e.symbol];
    if (other === undefined) {
      expect(ours.get(e.symbol), e.name).toBe(theirs);
      continue;
    }
    differing.push(e.symbol);
    expect(theirs?.startsWith(other[0]), `${e.name}: gperiodic wrote ${theirs}`).toBe(true);
    expect(ours.get(e.symbol)).toBe(other[1]);
  }
  expect(differing).toEqual(['Cn', 'Nh', 'Lv', 'Ts', 'Og']);
});
