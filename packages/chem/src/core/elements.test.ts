import { describe, expect, it } from 'vitest';
import { IONIC_RADIUS_ION } from './element-data.js';
import {
  ELEMENTS,
  LONE_PAIR,
  atomicNumber,
  covalentRadius,
  elementByNumber,
  elementBySymbol,
  massOf,
  symbolOf,
} from './elements.js';

const at = (symbol: string) => {
  const e = elementBySymbol(symbol);
  if (!e) throw new Error(`no element ${symbol}`);
  return e;
};

describe('element table shape', () => {
  it('holds Lp plus the 118 elements, entry i having atomic number i', () => {
    expect(ELEMENTS).toHaveLength(119);
    ELEMENTS.forEach((e, i) => expect(e.number).toBe(i));
    expect(ELEMENTS[1]?.symbol).toBe('H');
    expect(ELEMENTS[118]?.symbol).toBe('Og');
  });

  it('has unique symbols, even ignoring case', () => {
    const symbols = ELEMENTS.map((e) => e.symbol.toLowerCase());
    expect(new Set(symbols).size).toBe(symbols.length);
  });

  it('fills every field with a sane value', () => {
    for (const e of ELEMENTS.slice(1)) {
      expect(e.symbol).toMatch(/^[A-Z][a-z]?$/);
      expect(e.name.length).toBeGreaterThan(2);
      expect(e.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(e.covalentRadius).toBeGreaterThan(0.2);
      expect(e.covalentRadius).toBeLessThan(2.7);
      expect(e.vdwRadius).toBeGreaterThan(1);
      expect(e.vdwRadius).toBeLessThan(3.5);
      expect(e.mass).toBeGreaterThan(e.number); // every nucleus outweighs its protons alone
      expect(e.valency).toBeGreaterThanOrEqual(0);
      if (e.atomicRadius !== undefined) expect(e.atomicRadius).toBeGreaterThan(0.3);
      if (e.ionicRadius !== undefined) expect(e.ionicRadius).toBeGreaterThan(0.1);
      expect(e.ionicRadius === undefined).toBe(IONIC_RADIUS_ION[e.number] === undefined);
    }
  });

  it('models the lone pair as element 0 with no size, mass or bonds', () => {
    const lp = elementByNumber(LONE_PAIR);
    expect(lp).toMatchObject({ symbol: 'Lp', name: 'Lone pair', covalentRadius: 0, mass: 0, valency: 0 });
    expect(elementBySymbol('LP')).toBe(lp);
  });
});

describe('lookups', () => {
  it('finds symbols case-insensitively and ignores surrounding blanks', () => {
    expect(atomicNumber('Cl')).toBe(17);
    expect(atomicNumber('CL')).toBe(17);
    expect(atomicNumber('cl')).toBe(17);
    expect(atomicNumber(' Fe ')).toBe(26);
    expect(elementBySymbol('og')?.name).toBe('Oganesson');
  });

  it('answers undefined / neutral values outside the table', () => {
    expect(elementBySymbol('Xx')).toBeUndefined();
    expect(elementBySymbol('')).toBeUndefined();
    expect(elementByNumber(119)).toBeUndefined();
    expect(elementByNumber(-1)).toBeUndefined();
    expect(symbolOf(200)).toBe('?');
    expect(covalentRadius(200)).toBe(0);
    expect(massOf(200)).toBe(0);
  });

  it('round-trips number → symbol → number for every element', () => {
    for (let z = 0; z <= 118; z++) expect(atomicNumber(symbolOf(z))).toBe(z);
  });
});

describe('organic subset', () => {
  it('adds hydrogens exactly to B C N O P S F Cl Br I (Daylight SMILES / MDL convention)', () => {
    const subset = ELEMENTS.filter((e) => e.addsHydrogens).map((e) => e.symbol);
    expect(subset).toEqual(['B', 'C', 'N', 'O', 'F', 'P', 'S', 'Cl', 'Br', 'I']);
  });
});

describe('literature spot checks', () => {
  it('uses Cordero et al. 2008 covalent radii (Table 2), low-spin values for Mn/Fe/Co', () => {
    expect(at('H').covalentRadius).toBe(0.31);
    expect(at('C').covalentRadius).toBe(0.76); // sp3; sp2 is 0.73, sp 0.69
    expect(at('N').covalentRadius).toBe(0.71);
    expect(at('O').covalentRadius).toBe(0.66);
    expect(at('S').covalentRadius).toBe(1.05);
    expect(at('Cl').covalentRadius).toBe(1.02);
    expect(at('Fe').covalentRadius).toBe(1.32); // low spin; high spin would be 1.52
    expect(at('Mn').covalentRadius).toBe(1.39); // low spin; high spin 1.61
    expect(at('Co').covalentRadius).toBe(1.26); // low spin; high spin 1.50
    expect(at('Cs').covalentRadius).toBe(2.44);
    expect(at('Cm').covalentRadius).toBe(1.69); // last element in Cordero's table
  });

  it('uses Pyykkö & Atsumi 2009 single-bond radii beyond curium', () => {
    expect(at('Bk').covalentRadius).toBe(1.68);
    expect(at('Rf').covalentRadius).toBe(1.57);
    expect(at('Og').covalentRadius).toBe(1.57);
  });

  it('uses Alvarez 2013 van der Waals radii, Mantina 2009 where Alvarez has none, 2.0 Å otherwise', () => {
    expect(at('H').vdwRadius).toBe(1.2);
    expect(at('C').vdwRadius).toBe(1.77);
    expect(at('N').vdwRadius).toBe(1.66);
    expect(at('O').vdwRadius).toBe(1.5);
    expect(at('Rn').vdwRadius).toBe(2.2); // Mantina et al. 2009
    expect(at('Pm').vdwRadius).toBe(2.0); // no published value: placeholder
    expect(at('Og').vdwRadius).toBe(2.0);
  });

  it('uses IUPAC 2021 standard atomic weights (conventional values) and longest-lived mass numbers', () => {
    expect(at('H').mass).toBe(1.008);
    expect(at('C').mass).toBe(12.011);
    expect(at('Cl').mass).toBe(35.45);
    expect(at('Fe').mass).toBe(55.845);
    expect(at('U').mass).toBeCloseTo(238.03, 2); // 238.02891
    expect(at('Tc').mass).toBe(97); // 97Tc, 4.21 Myr (NUBASE2020)
    expect(at('Og').mass).toBe(294);
  });

  it('uses Open Babel MaxBnd valencies', () => {
    const valency = (s: string) => at(s).valency;
    expect(['H', 'C', 'N', 'O', 'P', 'S', 'Cl', 'Br', 'I'].map(valency)).toEqual([1, 4, 4, 2, 6, 6, 1, 1, 1]);
    expect(['He', 'Ne', 'Ar', 'Kr', 'Xe', 'Rn', 'Og'].map(valency)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('uses Clementi, Raimondi & Reinhardt 1967 calculated atomic radii', () => {
    expect(at('H').atomicRadius).toBe(0.53);
    expect(at('C').atomicRadius).toBe(0.67);
    expect(at('Cs').atomicRadius).toBe(2.98);
    expect(at('U').atomicRadius).toBeUndefined(); // the table stops at Rn
  });

  it('uses Shannon 1976 CN VI ionic radii and names the ion', () => {
    expect(at('Na').ionicRadius).toBe(1.02);
    expect(at('O').ionicRadius).toBe(1.4);
    expect(at('Fe').ionicRadius).toBe(0.645);
    expect(IONIC_RADIUS_ION[26]).toBe('Fe3+ hs');
    expect(at('La').ionicRadius).toBe(1.032);
    expect(at('Ar').ionicRadius).toBeUndefined();
  });

  it('uses Jmol CPK colours', () => {
    expect(at('C').color).toBe('#909090');
    expect(at('O').color).toBe('#ff0d0d');
    expect(at('Mt').color).toBe('#eb0026');
    expect(at('Ds').color).toBe('#ff1493'); // Jmol colours nothing past Mt: dummy-atom fallback
  });

  it('predicts a C–C single bond from the covalent radii', () => {
    // 2 × 0.76 = 1.52 Å against 1.54 Å for ethane's C–C bond (gas-phase electron diffraction).
    expect(2 * covalentRadius(6)).toBeCloseTo(1.54, 1);
  });
});
