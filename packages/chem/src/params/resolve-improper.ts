import { estimatedNote } from '../core/estimated-note.js';
import type { Atoms4, ImproperParameter } from '../core/system.js';
import { amberEnergy } from './amber-units.js';
import { cascade, type Found } from './cascade.js';
import { findImproper, type ImproperMatch } from './lookup.js';
import { provenanceOf } from './provenance.js';
import { altsOf, memo, typesKey, typesOf, type TermContext } from './resolve-terms.js';

/**
 * Centre types that parmchk2 gives a default improper when no parameter names them: trivalent sp2
 * carbon and planar nitrogen (not nitro 'no' or sp3 'n3'). The default, 1.1 kcal/mol, n = 2, 180°, is
 * GAFF's general improper barrier (gaff.dat: "X -X -ca-ha 1.1 180. 2."; JCC 7 (1986) 230).
 */
const PLANAR_CENTRES = new Set('c c2 ca cc cd ce cf cp cq cu cv cz n na nh'.split(' '));
const DEFAULT_IMPROPER = { pk: 1.1, phase: 180, periodicity: 2 };

function defaultImproper(ctx: TermContext, centre: string): ImproperParameter | undefined {
  if (!PLANAR_CENTRES.has(centre)) return undefined;
  const { pk, phase, periodicity } = DEFAULT_IMPROPER;
  const estimatedFrom = `default improper for a planar ${centre} centre (parmchk2 convention)`;
  const term = { phase, k: amberEnergy(pk), multiplicity: periodicity };
  return {
    funct: 4,
    term,
    provenance: provenanceOf(ctx.sources.forceField, undefined, {
      estimatedFrom,
      estimatedNote: estimatedNote('planarImproper', { centre }),
      penalty: 10,
    }),
  };
}

/**
 * Improper (GROMACS funct 4) for `atoms` = [outer, outer, central, outer] in alphabetical type order;
 * undefined when none applies. Returns the atoms reordered as the matched entry orders its types.
 * No estimation by analogy; a planar centre without parameter gets parmchk2's default improper.
 */
export function improperParameter(
  ctx: TermContext,
  atoms: readonly [number, number, number, number],
): { parameter: ImproperParameter; atoms: Atoms4 } | undefined {
  // One parameter object per type tuple (ParameterTable.add then finds it by identity); only the
  // atom order is per term.
  const resolved = memo(ctx, `i:${typesKey(ctx, atoms)}`, () => {
    const t = typesOf(ctx, atoms);
    const found: Found<ImproperMatch> | undefined = cascade(
      ctx.sources,
      t,
      altsOf(ctx, atoms),
      (ff, x) => findImproper(ff, [x[0] ?? '', x[1] ?? '', x[3] ?? ''], x[2] ?? ''),
      false,
    );
    if (!found) {
      const parameter = defaultImproper(ctx, t[2] ?? '');
      return parameter && { parameter, order: undefined };
    }
    const { entry, order } = found.entry;
    const term = { phase: entry.phase, k: amberEnergy(entry.pk), multiplicity: entry.periodicity };
    const parameter: ImproperParameter = {
      funct: 4,
      term,
      provenance: provenanceOf(found.ff, entry.line, found),
    };
    return { parameter, order };
  });
  if (!resolved) return undefined;
  const { parameter, order } = resolved;
  if (!order) return { parameter, atoms };
  const outer = [atoms[0], atoms[1], atoms[3]];
  const [a, b, d] = order.map((i) => outer[i] ?? 0);
  return { parameter, atoms: [a ?? 0, b ?? 0, atoms[2], d ?? 0] };
}
