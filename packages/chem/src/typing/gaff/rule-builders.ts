import type { BondKind } from './bond-codes.js';
import type { ElementClass, EnvAtom, GaffRule, Property, PropertySpec, PropertyTest } from './rule-types.js';

/** Small constructors so that the rule tables read like the definitions they transcribe. */

/** Every property present (count ≥ 1). */
export const all = (...properties: Property[]): PropertySpec => properties.map((property) => [{ property }]);

/** Exactly `count` of a property. */
export const exactly = (count: number, property: Property): PropertyTest => ({ property, count });

/** One of the properties. */
export const oneOf = (...properties: Property[]): PropertyTest[] =>
  properties.map((property) => ({ property }));

/** The bond to the previous atom of the path is of this kind. */
export const via = (kind: BondKind): PropertyTest => ({ property: kind, link: 'bonded' });

export function env(
  element: ElementClass,
  connections?: number,
  properties?: PropertySpec,
  ...children: EnvAtom[]
): EnvAtom {
  return {
    element,
    ...(connections === undefined ? {} : { connections }),
    ...(properties === undefined ? {} : { properties }),
    ...(children.length > 0 ? { children } : {}),
  };
}

/** A rule for an element; the optional tests (neighbour count, hydrogens, properties, environments) in `extra`. */
export const rule = (
  type: string,
  element: number,
  extra: Omit<GaffRule, 'type' | 'element'> = {},
): GaffRule => ({
  type,
  element,
  ...extra,
});

/** Alternatives, each a single neighbour. */
export const eitherNeighbour = (...atoms: EnvAtom[]): EnvAtom[][] => atoms.map((a) => [a]);
