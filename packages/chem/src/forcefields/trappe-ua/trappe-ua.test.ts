import { describe, expect, it } from 'vitest';
import { TRAPPE_UA_TORSIONS, trappeUaAngle, trappeUaBond, trappeUaTorsion } from './bonded.js';
import { trappeTorsionKelvin, trappeTorsionTerms } from './forms.js';
import { TRAPPE_UA_ATOMS, trappeUaAtom } from './pseudo-atoms.js';
import { KJ_PER_MOL_PER_KELVIN, kelvinToKjPerMol } from './units.js';

const site = (t: string) => trappeUaAtom(t)!;
const periodic = (terms: ReturnType<typeof trappeTorsionTerms>, phi: number) =>
  terms.reduce((e, t) => e + t.k * (1 + Math.cos(((t.multiplicity * phi - t.phase) * Math.PI) / 180)), 0);

/** RB coefficients (GROMACS funct 3, ψ = φ − 180°) of a TraPPE torsion, kJ/mol. */
const ryckaertBellemans = ([c0, c1, c2, c3]: readonly number[]) =>
  [c0! + c1! + 2 * c2! + c3!, 3 * c3! - c1!, -2 * c2!, -4 * c3!].map(kelvinToKjPerMol);

describe('TraPPE-UA data', () => {
  it('keeps the published site parameters (Martin & Siepmann 1998 Table 1, 1999; Chen et al. 2001)', () => {
    expect(site('CH3')).toMatchObject({ sigmaAngstrom: 3.75, epsilonKelvin: 98, mass: 15.035, charge: 0 });
    expect(site('CH2')).toMatchObject({ sigmaAngstrom: 3.95, epsilonKelvin: 46, mass: 14.027 });
    expect(site('CH4')).toMatchObject({ sigmaAngstrom: 3.73, epsilonKelvin: 148, mass: 16.043 });
    expect(site('CH')).toMatchObject({ sigmaAngstrom: 4.68, epsilonKelvin: 10 });
    expect(site('C')).toMatchObject({ sigmaAngstrom: 6.4, epsilonKelvin: 0.5 });
    expect(site('CHa')).toMatchObject({ sigmaAngstrom: 4.33, epsilonKelvin: 10, charge: 0.265 });
    expect(site('Ca')).toMatchObject({ sigmaAngstrom: 5.8, epsilonKelvin: 0.5, charge: 0.265 });
    expect(site('O')).toMatchObject({ sigmaAngstrom: 3.02, epsilonKelvin: 93, charge: -0.7 });
    expect(site('H')).toMatchObject({ epsilonKelvin: 0, charge: 0.435 });
    // A hydroxyl group with its α-carbon is neutral.
    expect(site('O').charge + site('H').charge + site('CH2a').charge).toBeCloseTo(0, 12);
    // Pseudo-atom masses are the carbon plus its merged hydrogens (IUPAC C 12.011, H 1.008).
    for (const a of Object.values(TRAPPE_UA_ATOMS).filter((a) => a.element === 6)) {
      expect(a.mass).toBeCloseTo(12.011 + 1.008 * a.hydrogens, 10);
    }
    expect(trappeUaAtom('toString')).toBeUndefined();
  });

  it('keeps the ether sites of Stubbs et al. 2004 as MCCCS-MN and Cassandra both state them', () => {
    // MCCCS-MN suijtab.f sites 71–73 and Cassandra dee.mcf / dme.mcf: O 2.80 Å, 55 K, −0.50 e;
    // the α-CH3/CH2 keep the alkane σ, ε and carry +0.25 e.
    expect(site('Oe')).toMatchObject({ element: 8, sigmaAngstrom: 2.8, epsilonKelvin: 55, charge: -0.5 });
    expect(site('CH3e')).toMatchObject({ sigmaAngstrom: 3.75, epsilonKelvin: 98, charge: 0.25 });
    expect(site('CH2e')).toMatchObject({ sigmaAngstrom: 3.95, epsilonKelvin: 46, charge: 0.25 });
    expect(site('Oe').charge + 2 * site('CH2e').charge).toBeCloseTo(0, 12);
    expect(trappeUaBond(site('CH2e'), site('Oe'))).toMatchObject({ lengthAngstrom: 1.41, family: 'ethers' });
    // Both codes write K(θ − θ0)² with K = 30200 and 25150 K/rad²: TraPPE's k/2.
    expect(trappeUaAngle([site('CH3e'), site('Oe'), site('CH2e')])).toMatchObject({
      thetaDegrees: 112,
      kKelvin: 2 * 30200,
    });
    expect(trappeUaAngle([site('Oe'), site('CH2e'), site('CH3')])).toMatchObject({
      thetaDegrees: 112,
      kKelvin: 2 * 25150,
    });
    // Patterns tell the ether O from the hydroxyl O: C–C–O(ether) is 112°, C–C–O(H) 109.47°.
    expect(trappeUaAngle([site('CH3'), site('CH2a'), site('O')])?.thetaDegrees).toBe(109.47);
    expect(trappeUaBond(site('CH2a'), site('O'))?.lengthAngstrom).toBe(1.43);
    // No O–CH2–CH2–CHx(ether) row: it is in one of the two sources only.
    expect(trappeUaTorsion([site('CH3'), site('CH2'), site('CH2e'), site('Oe')])).toBeUndefined();
    const diethyl = [site('CH3'), site('CH2e'), site('Oe'), site('CH2e')];
    expect(trappeUaTorsion(diethyl)?.c).toEqual([0, 725.35, -163.75, 558.2]);
    expect(trappeUaTorsion([site('CH3e'), site('Oe'), site('CH2e'), site('CH3')])?.c).toEqual([
      0, 725.35, -163.75, 558.2,
    ]);
    // Cassandra's dee.mcf states this torsion in kJ/mol (OPLS form, same series): 6.031, −1.361, 4.641.
    const [, c1, c2, c3] = trappeUaTorsion(diethyl)!.c.map(kelvinToKjPerMol);
    expect([c1, c2, c3].map((x) => Number(x!.toFixed(3)))).toEqual([6.031, -1.361, 4.641]);
  });

  it('converts K to kJ/mol with k_B N_A of the 2019 SI', () => {
    expect(KJ_PER_MOL_PER_KELVIN).toBeCloseTo(0.008314462618, 12);
    // CH3 ε/k_B = 98 K is 0.81481 kJ/mol (0.194746 kcal/mol).
    expect(kelvinToKjPerMol(98)).toBeCloseTo(0.814817, 6);
    expect(kelvinToKjPerMol(98) / 4.184).toBeCloseTo(0.194746, 6);
  });

  it('finds bonded rows by skeleton, either direction', () => {
    expect(trappeUaBond(site('CH3'), site('CH2a'))?.lengthAngstrom).toBe(1.54);
    expect(trappeUaBond(site('O'), site('CHa'))?.lengthAngstrom).toBe(1.43);
    expect(trappeUaBond(site('H'), site('O'))?.lengthAngstrom).toBe(0.945);
    expect(trappeUaBond(site('H'), site('CH3'))).toBeUndefined();
    expect(trappeUaAngle([site('CH3'), site('CH2'), site('CH3')])).toMatchObject({
      thetaDegrees: 114,
      kKelvin: 62500,
    });
    expect(trappeUaAngle([site('CH3'), site('CHa'), site('CH3')])).toMatchObject({ thetaDegrees: 112 });
    expect(trappeUaAngle([site('O'), site('CH2a'), site('CH3')])).toMatchObject({
      thetaDegrees: 109.47,
      kKelvin: 50400,
    });
    expect(trappeUaAngle([site('H'), site('O'), site('CH3a')])).toMatchObject({
      thetaDegrees: 108.5,
      kKelvin: 55400,
    });
    const butane = [site('CH3'), site('CH2'), site('CH2'), site('CH3')];
    expect(trappeUaTorsion(butane)?.c).toEqual([0, 355.03, -68.19, 791.32]);
    expect(trappeUaTorsion([site('H'), site('O'), site('CH2a'), site('CH3')])?.c).toEqual([
      0, 209.82, -29.17, 187.93,
    ]);
    expect(trappeUaTorsion([site('CH3'), site('CH'), site('C'), site('CH3')])).toBeUndefined();
  });

  it('writes every torsion as periodic terms equal to TraPPE’s cosine series less c0', () => {
    for (const row of TRAPPE_UA_TORSIONS) {
      const terms = trappeTorsionTerms(row.c);
      for (let phi = -180; phi <= 180; phi += 15) {
        const expected = kelvinToKjPerMol(trappeTorsionKelvin(row.c, phi) - row.c[0]);
        expect(periodic(terms, phi)).toBeCloseTo(expected, 10);
      }
    }
    // Butane (Martin & Siepmann 1998): trans is the zero; cis is 2(c1 + c3) = 2292.7 K.
    const c = TRAPPE_UA_TORSIONS[0]!.c;
    expect(trappeTorsionKelvin(c, 180)).toBeCloseTo(0, 10);
    expect(trappeTorsionKelvin(c, 0)).toBeCloseTo(2292.7, 8);
    // Gauche at exactly 60°: 1.5 c1 + 1.5 c2 (c3 term vanishes) = 430.26 K = 3.5774 kJ/mol.
    expect(trappeTorsionKelvin(c, 60)).toBeCloseTo(430.26, 8);
    expect(periodic(trappeTorsionTerms(c), 60)).toBeCloseTo(3.5774, 4);
  });

  it('matches the RB form of an independent port (MoSDeF foyer trappe-ua.xml) to its rounding', () => {
    // foyer lists CHx–CH2–CH2–CHy as RB 8.39736, 16.78632, 1.13393, −26.31760 kJ/mol and
    // CHx–CH2–CH–CHy as 3.28629, 7.44211, 1.85995, −14.67569 (its k_B N_A = 0.0083144598).
    const close = (a: number[], b: number[]) => a.forEach((x, k) => expect(x).toBeCloseTo(b[k]!, 3));
    close(ryckaertBellemans(TRAPPE_UA_TORSIONS[0]!.c), [8.39736, 16.78632, 1.13393, -26.3176]);
    close(ryckaertBellemans(TRAPPE_UA_TORSIONS[1]!.c), [3.28629, 7.44211, 1.85995, -14.67569]);
  });
});
