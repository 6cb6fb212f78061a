import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import type { Provenance, System, Term } from '../../core/system.js';

/**
 * One 'estimated-parameter' warning per estimated bonded row of an OPLS System, naming (1-based)
 * the atoms of the terms that use it. GAFF's parameterize.ts has its own, not exported; this one
 * also names the first term's atoms in the message, since OPLS estimates are made per bond-type tuple.
 */
export function oplsEstimatedDiagnostics(
  s: System,
  describe: (atoms: readonly number[]) => string,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const report = (
    kind: string,
    params: readonly { provenance: Provenance }[],
    terms: readonly Term<readonly number[]>[],
  ) => {
    const uses = new Map<number, Term<readonly number[]>[]>();
    for (const t of terms) {
      if (!params[t.parameter]?.provenance.estimated) continue;
      const list = uses.get(t.parameter);
      if (list) list.push(t);
      else uses.set(t.parameter, [t]);
    }
    for (const [row, list] of [...uses].sort((a, b) => a[0] - b[0])) {
      const p = params[row]!.provenance;
      const atoms = [...new Set(list.flatMap((t) => [...t.atoms]))];
      const more = list.length > 1 ? ` and ${list.length - 1} more` : '';
      out.push(
        warning(
          'estimated-parameter',
          `OPLS-AA/L ${kind} ${describe(list[0]!.atoms)}${more}: parameter estimated (${p.estimatedFrom ?? '?'}; penalty ${p.penalty ?? 0}); please review.`,
          { atoms },
        ),
      );
    }
  };
  report('bond', s.bondParameters, s.bonds);
  report('angle', s.angleParameters, s.angles);
  report('dihedral', s.dihedralParameters, s.dihedrals);
  return out;
}
