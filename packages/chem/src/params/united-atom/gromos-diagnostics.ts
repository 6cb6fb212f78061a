import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import type { System, Term } from '../../core/system.js';
import type { GromosGraph } from './gromos-kinds.js';

/**
 * What the System holds differently from GROMOS: 1-4 pairs whose types have no [ pairtypes ] row
 * (they keep fudgeLJ × the normal pair LJ, where grompp with gen-pairs = no would stop), and the
 * aromatic rings' extra exclusions.
 */
export function lossDiagnostics(g: GromosGraph, missingPairTypes: number): Diagnostic[] {
  const out: Diagnostic[] = [];
  if (missingPairTypes > 0) {
    out.push(
      warning(
        'gromos-pairtypes-missing',
        `GROMOS 54A7 has no [ pairtypes ] row for the types of ${missingPairTypes} 1-4 pair${missingPairTypes === 1 ? '' : 's'}; ` +
          'those use the normal pair LJ (fudgeLJ 1) here. Please review before production use.',
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
