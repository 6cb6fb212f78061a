import { describe, expect, it } from 'vitest';
import { CATEGORY_COLOURS, categoryColourOf, cssColourOf } from './categories';
import { ELEMENTS, elementBySymbol } from './elements';

const colourOf = (symbol: string): string => {
  const e = elementBySymbol(symbol);
  if (e === undefined) throw new Error(symbol);
  return cssColourOf(e);
};

const membersOf = (colour: string): string[] =>
  ELEMENTS.filter((e) => categoryColourOf(e) === colour).map((e) => e.symbol);

describe('category colours (spec 002 §9)', () => {
  it('are the ten hex codes of the spec', () => {
    expect(Object.values(CATEGORY_COLOURS)).toEqual([
      '3A78A5',
      '879DC4',
      '002060',
      '2559B4',
      '2369E6',
      '329307',
      '48B284',
      '562389',
      '938B95',
      'D3D3D3',
    ]);
  });

  it('colour each element by its category, 109 onwards grey', () => {
    expect(colourOf('Cu')).toBe('#2369E6');
    expect(colourOf('Na')).toBe('#002060');
    expect(colourOf('Ca')).toBe('#2559B4');
    expect(colourOf('Si')).toBe('#329307');
    expect(colourOf('Al')).toBe('#48B284');
    expect(colourOf('Nd')).toBe('#562389');
    expect(colourOf('U')).toBe('#938B95');
    expect(colourOf('Hs')).toBe('#2369E6');
    for (const s of ['Mt', 'Ds', 'Rg', 'Cn', 'Og']) expect(colourOf(s)).toBe('#D3D3D3');
  });

  it('give the textbook groups: 6 noble gases to radon, 15 lanthanides, 15 actinides, 6 alkali metals, 11 nonmetals', () => {
    expect(membersOf('nobleGas')).toEqual(['He', 'Ne', 'Ar', 'Kr', 'Xe', 'Rn']);
    expect(membersOf('lanthanide')).toHaveLength(15);
    expect(membersOf('actinide')).toHaveLength(15);
    expect(membersOf('alkaliMetal')).toEqual(['Li', 'Na', 'K', 'Rb', 'Cs', 'Fr']);
    expect(membersOf('nonmetal').sort()).toEqual(
      ['Br', 'C', 'Cl', 'F', 'H', 'I', 'N', 'O', 'P', 'S', 'Se'].sort(),
    );
  });
});
