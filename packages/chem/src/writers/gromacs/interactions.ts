import type { DihedralParameter, ImproperParameter, System, Term } from '../../core/system.js';
import { formError } from '../../core/system.js';
import type { GromacsInteraction, GromacsMoleculeType } from './model.js';

/** What a parameter row contributes to one line: funct and values, without the atoms. */
type LineShape = Pick<GromacsInteraction, 'funct' | 'parameters'>;

/**
 * Lines for every term. Each parameter row's shapes are made once and shared by all its terms, so the
 * values array of a line is the same object for every term of one row (write-itp.ts formats it once).
 */
function table<A extends readonly number[], P>(
  terms: readonly Term<A>[],
  parameters: readonly P[],
  shapesOf: (p: P) => LineShape[],
): GromacsInteraction[] {
  const shapes: (LineShape[] | undefined)[] = [];
  const out: GromacsInteraction[] = [];
  for (const t of terms) {
    let rowShapes = shapes[t.parameter];
    if (rowShapes === undefined) {
      rowShapes = shapesOf(parameters[t.parameter]!);
      shapes[t.parameter] = rowShapes;
    }
    const atoms = t.atoms.map((a) => a + 1);
    for (const s of rowShapes) out.push({ atoms, funct: s.funct, parameters: s.parameters });
  }
  return out;
}

export function bondLines(system: System): GromacsInteraction[] {
  return table(system.bonds, system.bondParameters, (p) => [{ funct: 1, parameters: [p.b0, p.kb] }]);
}

/** Harmonic (funct 1) and GROMOS-96 cosine-harmonic (funct 2) angles: θ0 degrees, k as the System keeps it. */
export function angleLines(system: System): GromacsInteraction[] {
  return table(system.angles, system.angleParameters, (p) => {
    if (p.funct !== 1 && p.funct !== 2) throw formError('angle', p.funct);
    return [{ funct: p.funct, parameters: [p.theta0, p.k] }];
  });
}

/**
 * Funct 9 writes one line per Fourier term on the same four atoms; grompp adds them up. A single-term
 * funct 1 stays funct 1.
 */
export function properShapes(p: DihedralParameter): LineShape[] {
  if (p.funct === 3) return [{ funct: 3, parameters: [...p.c] }];
  const funct = p.funct === 1 && p.terms.length === 1 ? 1 : 9;
  return p.terms.map((t) => ({ funct, parameters: [t.phase, t.k, t.multiplicity] }));
}

export function improperShape(p: ImproperParameter): LineShape {
  if (p.funct === 2) return { funct: 2, parameters: [p.xi0, p.k] };
  if (p.funct !== 4) throw formError('improper', p.funct);
  return { funct: 4, parameters: [p.term.phase, p.term.k, p.term.multiplicity] };
}

/**
 * [ virtual_sites3 ] funct 1 for each virtual site, and its [ exclusions ] line: the site has no bonds,
 * so nrexcl excludes nothing for it, and it must not interact with the atoms it is built from (as
 * GROMACS's own tip4p.itp excludes every atom of its water from the others; grompp makes each
 * exclusion mutual).
 */
export function virtualSiteLines(system: System): Pick<GromacsMoleculeType, 'virtualSites' | 'exclusions'> {
  const sites = system.virtualSites ?? [];
  return {
    virtualSites: sites.map((v) => ({
      atoms: [v.site + 1, ...v.atoms.map((a) => a + 1)],
      funct: 1,
      parameters: [v.a, v.b],
    })),
    exclusions: sites.map((v) => [v.site + 1, ...v.atoms.map((a) => a + 1)]),
  };
}

export function dihedralLines(system: System): GromacsInteraction[] {
  const propers = table(system.dihedrals, system.dihedralParameters, properShapes);
  const impropers = table(system.impropers, system.improperParameters, (p) => [improperShape(p)]);
  for (const line of impropers) propers.push(line);
  return propers;
}

/** [ constraints ] funct 1 (which generates exclusions as a bond does) of the System's fixed distances, nm. */
export function constraintLines(system: System): GromacsInteraction[] {
  return (system.constraints ?? []).map((c) => ({
    atoms: [c.atoms[0] + 1, c.atoms[1] + 1],
    funct: 1,
    parameters: [c.length],
  }));
}
