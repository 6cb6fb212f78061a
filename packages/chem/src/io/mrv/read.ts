import type { Diagnostic } from '../../core/diagnostics.js';
import type { ReadOptions, ReadResult } from '../format.js';
import type { TextContext } from '../text.js';
import { fail, truncate } from '../text.js';
import { builderFor, moleculesWithAtoms, planarDiagnostics, readBody } from '../cml/cml-molecule.js';
import { parseXml } from '../xml/parse-xml.js';
import type { XmlElement } from '../xml/xml-element.js';
import { attribute, childrenNamed, firstChild } from '../xml/xml-element.js';
import { readBondExtras, readSgroups } from './mrv-sgroups.js';

/**
 * Marvin documents (ChemAxon MRV: <cml><MDocument><MChemicalStruct><molecule>…). Atoms and bonds are
 * CML's and share its reader; Marvin's 2D coordinates are in its sketch unit (C–C ≈ 1.54, Å-like) and
 * are kept as they are with z = 0. Hydrogens Marvin leaves implicit are NOT added here (perception's
 * job); a diagnostic says so. R-group, star and contracted-abbreviation atoms are refused.
 */
export function readMrv(text: string, options: ReadOptions = {}): ReadResult {
  const ctx: TextContext = { format: 'mrv', fileName: options.fileName };
  const root = parseXml(text, ctx);
  const elements = moleculesWithAtoms(root);
  if (elements.length === 0)
    fail(ctx, root.line, 'no <molecule> with an <atomArray> was found; is this a Marvin document?');
  const diagnostics: Diagnostic[] = [];
  const molecules = elements.map((el) => {
    refusePseudoAtoms(el, ctx);
    const body = readBody(el, ctx);
    const builder = builderFor(body, titleOf(el));
    const id = attribute(el, 'molID');
    if (id !== undefined) builder.setProperty('mrv.molID', id);
    builder.setProperty('mrv.implicitHydrogens', 'not in file');
    for (const item of [...planarDiagnostics(body, 'mrv-2d-coordinates'), ...readSgroups(el, builder, ctx)])
      diagnostics.push(item);
    readBondExtras(body.bondElements, builder);
    const heavy = body.atoms.filter((a) => a.element > 1).length;
    diagnostics.push({
      severity: 'info',
      code: 'mrv-implicit-hydrogens',
      message: `Marvin leaves hydrogens implicit: ${body.atoms.length} atoms (${heavy} heavy) were read and none were added; perception adds the missing hydrogens.`,
      line: el.line,
    });
    return builder.build();
  });
  return { molecules, diagnostics };
}

function titleOf(el: XmlElement): string {
  const properties = childrenNamed(el, 'propertyList').flatMap((l) => childrenNamed(l, 'property'));
  const named = properties.find(
    (p) => attribute(p, 'dictRef') === 'name' || attribute(p, 'title') === 'name',
  );
  const scalar = named && firstChild(named, 'scalar');
  return attribute(el, 'title') ?? scalar?.text.trim() ?? attribute(el, 'molID') ?? '';
}

/** Marvin writes R-groups as 'R', star atoms and attachment points as '*'; neither is an element. */
function refusePseudoAtoms(el: XmlElement, ctx: TextContext): void {
  for (const arr of childrenNamed(el, 'atomArray')) {
    for (const atom of [arr, ...childrenNamed(arr, 'atom')]) {
      const types = (attribute(atom, 'elementType') ?? '').trim().split(/\s+/);
      const bad = types.find((t) => t === 'R' || t === '*');
      if (bad === undefined) continue;
      const what =
        bad === 'R'
          ? 'an R-group or a contracted abbreviation'
          : "a star atom ('*', polymer end or attachment point)";
      fail(
        ctx,
        atom.line,
        `the file has ${what}; replace it with real atoms before export (element type '${truncate(bad)}').`,
      );
    }
  }
}
