import type { ElementRecord } from './elements';

/**
 * The ten category colours of spec 002 §9 (hexadecimal, without '#'), and which PeriodicTableJSON
 * categories each colours. Both nonmetal categories of the data file take the nonmetal colour.
 */
export const CATEGORY_COLOURS = {
  nonmetal: '3A78A5',
  nobleGas: '879DC4',
  alkaliMetal: '002060',
  alkalineEarthMetal: '2559B4',
  transitionMetal: '2369E6',
  metalloid: '329307',
  postTransitionMetal: '48B284',
  lanthanide: '562389',
  actinide: '938B95',
  /** 002 §9 "elements 109-112 D3D3D3": the superheavy elements whose chemistry is not measured. */
  superheavy: 'D3D3D3',
} as const;

export type CategoryColour = keyof typeof CATEGORY_COLOURS;

const BY_CATEGORY: Readonly<Record<string, CategoryColour>> = {
  'diatomic nonmetal': 'nonmetal',
  'polyatomic nonmetal': 'nonmetal',
  'noble gas': 'nobleGas',
  'alkali metal': 'alkaliMetal',
  'alkaline earth metal': 'alkalineEarthMetal',
  'transition metal': 'transitionMetal',
  metalloid: 'metalloid',
  'post-transition metal': 'postTransitionMetal',
  lanthanide: 'lanthanide',
  actinide: 'actinide',
};

/** From 109 on every element takes the grey of 002 §9 (113–118 appear only in the job-centre layout). */
const FIRST_SUPERHEAVY = 109;

/** Which of the ten colours an element takes; an unmapped category of a lighter element is an error. */
export function categoryColourOf(
  element: Pick<ElementRecord, 'number' | 'category' | 'symbol'>,
): CategoryColour {
  if (element.number >= FIRST_SUPERHEAVY) return 'superheavy';
  const colour = BY_CATEGORY[element.category];
  if (colour === undefined) throw new Error(`element ${element.symbol}: no colour for '${element.category}'`);
  return colour;
}

/** The CSS colour of an element's category ('#' and six hex digits). */
export const cssColourOf = (element: Pick<ElementRecord, 'number' | 'category' | 'symbol'>): string =>
  `#${CATEGORY_COLOURS[categoryColourOf(element)]}`;
