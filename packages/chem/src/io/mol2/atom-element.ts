import { atomicNumber, LONE_PAIR } from '../../core/elements.js';

/** What the SYBYL type column says about the element. */
export type TypeElement =
  | { readonly kind: 'element'; readonly z: number }
  | { readonly kind: 'dummy' }
  | { readonly kind: 'query' }
  | { readonly kind: 'not-sybyl' };

/** SYBYL query types (any atom, halogen, heteroatom, heavy atom). */
const QUERY_TYPES = new Set(['Any', 'Hal', 'Het', 'Hev']);

/**
 * The element of a SYBYL atom type: the part before '.', spelt as an element symbol with SYBYL's
 * capitalisation ('C.ar', 'Cl', 'Ca', 'Co.oh'). 'LP' is the lone pair; 'Du'/'Du.C' dummy atoms. Anything
 * else — lower-case force-field types (GAFF 'ca', 'c3', 'cl'), Amber's upper-case 'CT', 'CA', 'N3' —
 * is not a SYBYL type, so 'ca' is never calcium and 'CA' never calcium either.
 */
export function elementOfType(type: string): TypeElement {
  const head = type.split('.')[0] ?? '';
  if (head === 'LP' || head === 'Lp') return { kind: 'element', z: LONE_PAIR };
  if (head === 'Du') return { kind: 'dummy' };
  if (QUERY_TYPES.has(head)) return { kind: 'query' };
  const z = /^[A-Z][a-z]?$/.test(head) ? atomicNumber(head) : undefined;
  return z === undefined || z === LONE_PAIR ? { kind: 'not-sybyl' } : { kind: 'element', z };
}

export interface NameElement {
  readonly z: number;
  /** True when the name's first two letters, read as capitals, are also an element ('CL1' → C, not Cl). */
  readonly ambiguous: boolean;
}

/** GAFF halogen types that settle an all-capital 'CL…'/'BR…' name. */
const HALOGEN_TYPES = new Set(['cl', 'br']);

/**
 * The element of an atom name, for files whose type column holds no SYBYL type (antechamber writes GAFF
 * types there). Leading digits are skipped ('1HB'); then:
 * 1. A capital followed by a lower-case letter is a two-letter symbol when it is one ('Cl1', 'Br', 'Na+').
 * 2. Names in one case ('CL1', 'cl1') are read by their first letter ('C'), except that an all-capital
 *    'CL…'/'BR…' whose type is GAFF's 'cl'/'br' (any case) is chlorine/bromine. When the first two letters
 *    would also be a symbol the result is flagged ambiguous.
 * 3. When the first letter alone is no element ('ZN1', 'MG'), the first two letters are tried.
 * Returns undefined when neither reading gives an element.
 */
export function elementOfName(name: string, type: string): NameElement | undefined {
  const letters = /^\d*([A-Za-z]+)/.exec(name)?.[1];
  if (letters === undefined) return undefined;
  const two = letters.length >= 2 ? atomicNumber(letters.slice(0, 2)) : undefined;
  const one = atomicNumber(letters.slice(0, 1));
  const valid = (z: number | undefined): z is number => z !== undefined && z !== LONE_PAIR;
  if (valid(two) && /^[A-Z][a-z]/.test(letters)) return { z: two, ambiguous: false };
  const head = letters.slice(0, 2).toLowerCase();
  if (valid(two) && HALOGEN_TYPES.has(head) && type.toLowerCase() === head) {
    return { z: two, ambiguous: false };
  }
  if (valid(one)) return { z: one, ambiguous: valid(two) };
  return valid(two) ? { z: two, ambiguous: false } : undefined;
}
