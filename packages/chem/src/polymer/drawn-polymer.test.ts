import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { drawnPolymer, drawnPolymerRequest } from './drawn-polymer.js';
import { writeGraphSmiles } from './graph-smiles.js';
import { resolveMonomer } from './library.js';
import { cappedFormula, readPolymerSmiles, readSmilesGraph } from './psmiles.js';
import { planPolymer, planSmiles } from './build-chain.js';

/**
 * 2D modelling (001 §3, §7 "POST 2D polymer"): drawings written for these tests in Marvin's MRV layout
 * (polystyrene with star-atom ends, n = 10; with CH3/OH ends, n = 20, head-to-head) and as molfiles the
 * way Ketcher exports an SRU (V2000 poly(ethylene oxide) n = 25; V3000 methyl-capped, n = 5). The repeat
 * units found are compared with the curated library's p-SMILES of the same monomers (styrene
 * '*CC(*)c1ccccc1', ethylene-oxide '*CCO*'): same capped formula, and the head and tail on the same atoms.
 */
const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const formula = (smiles: string): [number, number][] =>
  [...cappedFormula(readSmilesGraph(smiles)).entries()].sort((a, b) => a[0] - b[0]);

/** Element and hydrogen count of the atoms bonded to the head and the tail `*`. */
function ends(psmiles: string): string[] {
  const p = readPolymerSmiles(psmiles, 2);
  return p.attach.map((a) => `${p.atoms[a]!.element}H${p.atoms[a]!.hydrogens}`);
}

const refusal = (text: string, problem: string) =>
  expect(() => drawnPolymer(text)).toThrow(
    expect.objectContaining({
      code: 'invalid-request',
      data: expect.objectContaining({ rule: 'mrv', problem }),
    }),
  );

describe('a polymer drawn in Marvin (MRV)', () => {
  it('takes polystyrene n = 10 between star atoms as the library styrene unit, head first, no end groups', () => {
    const drawn = drawnPolymer(fixture('polystyrene-n10.mrv'));
    expect(drawn).toEqual({ psmiles: '*CC(C1=CC=CC=C1)*', degree: 10, polytype: 'ht' });
    const library = resolveMonomer('styrene').psmiles;
    expect(formula(drawn.psmiles)).toEqual(formula(library));
    // Head on the CH2 (C with 2 H), tail on the CH, as the library writes styrene.
    expect(ends(drawn.psmiles)).toEqual(ends(library));
    expect(ends(drawn.psmiles)).toEqual(['6H2', '6H1']);
  });

  it('reads the end groups outside the bracket, the label 20 and head-to-head connectivity', () => {
    const drawn = drawnPolymer(fixture('polystyrene-ends-n20.mrv'));
    expect(drawn).toMatchObject({ head: '*C', tail: '*O', degree: 20, polytype: 'hh' });
    readPolymerSmiles(drawn.head!, 1);
    readPolymerSmiles(drawn.tail!, 1);
    const request = drawnPolymerRequest(drawn, { torsion: 180, seed: 2 });
    expect(request).toMatchObject({
      kind: 'homopolymer',
      degree: 20,
      polytype: 'hh',
      head: '*C',
      tail: '*O',
    });
    // The existing planner takes the drawing's end groups as SMILES beside the library ids.
    const plan = planPolymer(request);
    expect(plan.head?.smiles).toBe('*C');
    expect(planSmiles(plan)).toEqual([drawn.psmiles, '*C', '*O']);
  });

  it("refuses Marvin's default label 'n' asking for a number, naming the Sgroup", () => {
    const text = fixture('polystyrene-n10.mrv').replace('title="10"', 'title="n"');
    refusal(text, 'sru-label');
    expect(() => drawnPolymer(text)).toThrow(/Sgroup sg1 is labelled 'n'.*integer from 1 to 500/);
    refusal(fixture('polystyrene-n10.mrv').replace('title="10"', 'title="501"'), 'sru-label');
  });

  it('refuses a drawing without a bracket, an empty one and one that cannot be read', () => {
    refusal(fixture('polystyrene-n10.mrv').replace(/<molecule molID="m2"[^>]*\/>/, ''), 'no-sru');
    refusal('  ', 'empty');
    const broken = fixture('polystyrene-n10.mrv').replace(
      '<bond id="b2" atomRefs2="a2 a3"',
      '<bond id="b2" atomRefs2="a2 a99"',
    );
    expect(() => drawnPolymer(broken)).toThrow(
      expect.objectContaining({
        data: expect.objectContaining({ problem: 'unreadable', line: expect.any(Number) }),
      }),
    );
  });

  it('refuses a third bond across the bracket and a fragment bonded to nothing', () => {
    const three = fixture('polystyrene-n10.mrv').replace(
      'atomRefs="a2 a3 a5 a6 a7 a8 a9 a10"',
      'atomRefs="a2 a3 a5"',
    );
    refusal(three, 'crossing-bonds');
    const loose = fixture('polystyrene-n10.mrv').replace(
      '</atomArray>',
      '<atom id="a11" elementType="Cl" x2="5" y2="5"/></atomArray>',
    );
    refusal(loose, 'disconnected');
    expect(() => drawnPolymer(loose)).toThrow(/atom a11 \(Cl\)/);
  });

  it("gives connect='eu' (either/unknown) the random polytype", () => {
    expect(
      drawnPolymer(fixture('polystyrene-n10.mrv').replace('connect="ht"', 'connect="eu"')).polytype,
    ).toBe('rd');
  });
});

describe('Marvin variants', () => {
  const doc = (molecule: string): string =>
    `<?xml version="1.0"?><cml xmlns="http://www.chemaxon.com"><MDocument><MChemicalStruct>${molecule}</MChemicalStruct></MDocument></cml>`;

  it('reads the array form with star atoms (polyethylene, n = 5)', () => {
    const text = doc(
      '<molecule molID="m1"><atomArray atomID="a1 a2 a3 a4" elementType="* C C *" x2="-2.3 -0.77 0.77 2.3" y2="0.4 0 0.4 0"/>' +
        '<bondArray><bond id="b1" atomRefs2="a1 a2" order="1"/><bond id="b2" atomRefs2="a2 a3" order="1"/><bond id="b3" atomRefs2="a3 a4" order="1"/></bondArray>' +
        '<molecule molID="m2" id="sg1" role="SruSgroup" atomRefs="a2 a3" title="5" connect="ht"/></molecule>',
    );
    expect(drawnPolymer(text)).toEqual({ psmiles: '*CC*', degree: 5, polytype: 'ht' });
  });

  it('writes aromatic (order A) rings in lower case with their hydrogens, the same unit as the library styrene', () => {
    const text = readFileSync(new URL('./fixtures/polystyrene-n10.mrv', import.meta.url), 'utf8').replace(
      /(<bond id="b(?:[5-9]|10)" atomRefs2="a\d+ a\d+" order=")[12]"/g,
      '$1A"',
    );
    const drawn = drawnPolymer(text);
    expect(drawn.psmiles).toBe('*CC([c]1[cH][cH][cH][cH][cH]1)*');
    expect(formula(drawn.psmiles)).toEqual(formula(resolveMonomer('styrene').psmiles));
    expect(ends(drawn.psmiles)).toEqual(['6H2', '6H1']);
  });
});

describe('a polymer drawn as a molfile with an SRU Sgroup (Ketcher)', () => {
  it('reads the V2000 Sgroup lines (STY, SAL, SMT, SCN) and star atoms', () => {
    const drawn = drawnPolymer(fixture('peo-sru-v2000.mol'));
    expect(drawn).toEqual({ psmiles: '*CCO*', degree: 25, polytype: 'ht' });
    expect(formula(drawn.psmiles)).toEqual(formula(resolveMonomer('ethylene-oxide').psmiles));
  });

  it('reads a V3000 SGROUP block with continued lines, and a methyl end group', () => {
    expect(drawnPolymer(fixture('peo-sru-v3000.mol'))).toEqual({
      psmiles: '*CCO*',
      head: '*C',
      degree: 5,
      polytype: 'ht',
    });
  });

  it('refuses an SRU label that is not a number and names the Sgroup', () => {
    const text = fixture('peo-sru-v2000.mol').replace('M  SMT   1 25', 'M  SMT   1 n');
    refusal(text, 'sru-label');
    expect(() => drawnPolymer(text)).toThrow(/Sgroup 1 is labelled 'n'/);
  });
});

describe('graph to SMILES', () => {
  it('writes branches and ring closures that read back to the same graph', () => {
    // Cyclohexanol with a star: ring closure, a branch, a charged bracket atom.
    const atom = (
      element: number,
      extra: Partial<{ charge: number; hydrogens: number; bracket: boolean }> = {},
    ) => ({
      element,
      star: element === 0,
      aromatic: false,
      charge: extra.charge ?? 0,
      hydrogens: extra.hydrogens ?? 0,
      bracket: extra.bracket ?? false,
    });
    const atoms = [
      atom(0),
      atom(6),
      atom(6),
      atom(6),
      atom(6),
      atom(6),
      atom(6),
      atom(7, { charge: 1, hydrogens: 3, bracket: true }),
    ];
    const single = (a: number, b: number) => ({ a, b, order: 1 as const });
    const bonds = [
      single(0, 1),
      single(1, 2),
      single(2, 3),
      single(3, 4),
      single(4, 5),
      single(5, 6),
      single(6, 1),
      single(3, 7),
    ];
    const smiles = writeGraphSmiles(atoms, bonds, 0);
    expect(smiles).toBe('*C1CC(CCC1)[NH3+]');
    const read = readSmilesGraph(smiles);
    expect(read.atoms).toHaveLength(8);
    expect(read.bonds).toHaveLength(8);
    expect(read.atoms.find((a) => a.element === 7)).toMatchObject({ charge: 1, hydrogens: 3 });
  });
});
