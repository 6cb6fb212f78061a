import { ELEMENT_DATA } from './element-data.js';

/**
 * One row of the element table (spec 000 §3). Lengths in Å, mass in g/mol (unified atomic mass
 * units). A value of `undefined` means no published value exists for that element (e.g. ionic radii
 * of superheavy elements). Sources are cited in element-data.ts beside each column.
 */
export interface ElementRecord {
  /** 0 for the lone-pair pseudo-element Lp, 1–118 otherwise. */
  readonly number: number;
  readonly symbol: string;
  readonly name: string;
  /** Whether implicit hydrogens are added to this element when a structure lacks them (organic subset). */
  readonly addsHydrogens: boolean;
  /** Display colour, `#rrggbb`. */
  readonly color: string;
  readonly covalentRadius: number;
  readonly vdwRadius: number;
  /** Typical maximum number of bonds (valence) used by perception; 0 for noble gases and Lp. */
  readonly valency: number;
  readonly mass: number;
  readonly atomicRadius: number | undefined;
  readonly ionicRadius: number | undefined;
}

/** Atomic number of the lone-pair pseudo-element. */
export const LONE_PAIR = 0;

const bySymbol = new Map<string, ElementRecord>(ELEMENT_DATA.map((e) => [e.symbol.toLowerCase(), e]));

/** All records indexed by atomic number (0 = Lp … 118 = Og). */
export const ELEMENTS: readonly ElementRecord[] = ELEMENT_DATA;

export function elementByNumber(z: number): ElementRecord | undefined {
  return ELEMENT_DATA[z];
}

/** Case-insensitive symbol lookup ('CL', 'cl', 'Cl'). Accepts 'Lp' for lone pairs. */
export function elementBySymbol(symbol: string): ElementRecord | undefined {
  return bySymbol.get(symbol.trim().toLowerCase());
}

export function atomicNumber(symbol: string): number | undefined {
  return elementBySymbol(symbol)?.number;
}

export function symbolOf(z: number): string {
  return ELEMENT_DATA[z]?.symbol ?? '?';
}

export function covalentRadius(z: number): number {
  return ELEMENT_DATA[z]?.covalentRadius ?? 0;
}

export function massOf(z: number): number {
  return ELEMENT_DATA[z]?.mass ?? 0;
}
