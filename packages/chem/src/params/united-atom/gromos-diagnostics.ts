import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import type { System, Term } from '../../core/system.js';
import type { GromosGraph } from './gromos-kinds.js';

export function lossDiagnostics(
  g: GromosGraph,
  oneFour: { here: number; gromos: number; missing: number },
  pairCount: number,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  if (pairCount > 0) {
    out.push(
      warning(
        'gromos-pairtypes-not-expressed',
        'GROMOS 54A7 gives 1-4 pairs their own C6/C12 ([ pairtypes ], mostly a smaller C12 than the normal pair); ' +
          'the System has no per-pair 1-4 parameters, so these 1-4 pairs use the normal pair LJ (fudgeLJ 1). ' +
          `At the input geometry the 1-4 LJ is ${oneFour.here.toFixed(3)} kJ/mol here against ` +
          `${oneFour.gromos.toFixed(3)} kJ/mol with GROMOS's [ pairtypes ]` +
          (oneFour.missing > 0 ? ` (${oneFour.missing} pairs have no [ pairtypes ] row)` : '') +
          '; torsional energetics differ from GROMOS. Please review before production use.',
      ),
    );
  }
  if (g.benzeneRings.length > 0) {
    out.push(
      warning(
        'gromos-ring-exclusions-not-expressed',
        'GROMOS 54A7 excludes the 1-4 pairs across an aromatic ring (aminoacids.rtp PHE/TYR [ exclusions ]); ' +
          'the System keeps every 1-4 pair of the bond graph, so those stay 1-4 pairs here.',
        { atoms: g.benzeneRings.flat() },
      ),
    );
  }
  return out;
}

export function analogyDiagnostics(s: System): Diagnostic[] {
  const out: Diagnostic[] = [];
  const report = (
    what: string,
    params: readonly { provenance: { estimated: boolean; estimatedFrom?: string } }[],
    terms: readonly Term<readonly number[]>[],
  ) => {
    params.forEach((p, row) => {
      if (!p.provenance.estimated) return;
      const atoms = [...new Set(terms.filter((t) => t.parameter === row).flatMap((t) => [...t.atoms]))];
      out.push(
        warning(
          'estimated-parameter',
          `${what} parameter ${p.provenance.estimatedFrom ?? ''}; please review.`,
          { atoms },
        ),
      );
    });
  };
  report('bond', s.bondParameters, s.bonds);
  report('angle', s.angleParameters, s.angles);
  report('dihedral', s.dihedralParameters, s.dihedrals);
  return out;
}
