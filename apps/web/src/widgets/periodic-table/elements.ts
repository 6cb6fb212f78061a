import { CHINESE_NAMES } from './chinese-names';
import table from './data/PeriodicTableJSON.json';

/** The element record of spec 002 §3: PeriodicTableJSON's fields and the Chinese name. */
export interface ElementRecord {
  readonly name: string;
  readonly appearance: string | null;
  readonly atomic_mass: number;
  readonly boil: number | null;
  readonly melt: number | null;
  readonly category: string;
  readonly color: string | null;
  readonly density: number | null;
  readonly discovered_by: string | null;
  readonly named_by: string | null;
  readonly molar_heat: number | null;
  readonly number: number;
  readonly period: number;
  readonly phase: 'Solid' | 'Liquid' | 'Gas';
  /** A reference URL. */
  readonly source: string;
  readonly spectral_img: string | null;
  readonly summary: string;
  readonly symbol: string;
  /** Column (group) 1–18 and row of the 18-column table; the f-block rows are 9 and 10. */
  readonly xpos: number;
  readonly ypos: number;
  readonly shells: readonly number[];
  readonly electron_configuration: string;
  readonly electron_configuration_semantic: string;
  readonly electron_affinity: number | null;
  readonly electronegativity_pauling: number | null;
  readonly ionization_energies: readonly number[];
  readonly 'cpk-hex': string | null;
  /** The Chinese name (chinese-names.ts). */
  readonly chinese: string;
}

/** The largest atomic number of the job-centre dataset (002 §3: 118 elements). */
export const LAST_ELEMENT = 118;

const chineseOf = new Map(CHINESE_NAMES);

/**
 * Elements 1–118 in atomic-number order. The data file also holds 119 (ununennium, no Chinese name and no
 * place in either layout), which is left out; a record without its Chinese name is a programming error.
 */
export const ELEMENTS: readonly ElementRecord[] = (
  table.elements as readonly Omit<ElementRecord, 'chinese'>[]
)
  .filter((e) => e.number <= LAST_ELEMENT)
  .map((e) => {
    const chinese = chineseOf.get(e.symbol);
    if (chinese === undefined) throw new Error(`no Chinese name for element ${e.symbol}`);
    return { ...e, chinese };
  });

const bySymbol = new Map(ELEMENTS.map((e) => [e.symbol.toUpperCase(), e]));

/** The record of a symbol in any letter case, or undefined for one that is not an element 1–118. */
export const elementBySymbol = (symbol: string): ElementRecord | undefined =>
  bySymbol.get(symbol.toUpperCase());
