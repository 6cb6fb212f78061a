import type { DihedralParameter, ImproperParameter, System } from '../../core/system.js';

/*
 * The System's own functional forms (GROMACS units and conventions), evaluated directly, so that a
 * writer test can compare what it reads back from a file against the System at many angles instead
 * of against numbers the test would have to convert the same way the writer does.
 */

/** Test angles for torsion energies, degrees: enough to separate every fold 1…6 and any phase. */
export const TEST_ANGLES = [-170, -125, -60, -20, 0, 15, 50, 95, 140, 180];

const DEG = Math.PI / 180;

/** kJ/mol of a proper torsion row at φ (degrees, IUPAC: trans = 180°). */
export function dihedralEnergy(p: DihedralParameter, phi: number): number {
  if (p.funct === 3) {
    // Ryckaert–Bellemans: ψ = φ − 180°.
    const c = Math.cos((phi - 180) * DEG);
    return p.c.reduce((sum, cn, n) => sum + cn * c ** n, 0);
  }
  return p.terms.reduce((sum, t) => sum + t.k * (1 + Math.cos((t.multiplicity * phi - t.phase) * DEG)), 0);
}

/** kJ/mol of an improper row at ξ (degrees). */
export function improperEnergy(p: ImproperParameter, xi: number): number {
  if (p.funct === 4) return p.term.k * (1 + Math.cos((p.term.multiplicity * xi - p.term.phase) * DEG));
  if (p.funct !== 2) throw new Error(`improperEnergy: function type ${p.funct} is not covered`);
  let d = xi - p.xi0;
  d -= 360 * Math.round(d / 360);
  return 0.5 * p.k * (d * DEG) ** 2;
}

/** Σ K [1 + cos(n φ − δ)] for terms read back from a file (same units as K). */
export const fourierEnergy = (
  terms: readonly { k: number; n: number; phase: number }[],
  phi: number,
): number => terms.reduce((sum, t) => sum + t.k * (1 + Math.cos((t.n * phi - t.phase) * DEG)), 0);

/** "a-b" / "a-b-c" / "a-b-c-d" read either way, 0-based, smaller end first. */
export function termKey(atoms: readonly number[]): string {
  const reversed = [...atoms].reverse();
  const forward = atoms.join('-');
  const back = reversed.join('-');
  return atoms[0]! < atoms[atoms.length - 1]! || (atoms[0] === atoms[atoms.length - 1] && forward < back)
    ? forward
    : back;
}

/** Proper torsion energy of each set of atoms of the System at φ, kJ/mol, keyed by termKey. */
export function systemTorsions(system: System, phi: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const t of system.dihedrals) {
    const key = termKey(t.atoms);
    out.set(key, (out.get(key) ?? 0) + dihedralEnergy(system.dihedralParameters[t.parameter]!, phi));
  }
  return out;
}

/** kJ per kcal, written out so the tests do not share the writers' constant. */
export const KCAL = 4.184;
