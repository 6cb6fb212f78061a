import type { Diagnostic } from '../../core/diagnostics.js';
import type { MoleculeBuilder } from '../../core/molecule.js';
import type { TextContext } from '../text.js';
import { fail, truncate } from '../text.js';
import type { XmlElement } from '../xml/xml-element.js';
import { attribute, childrenNamed, isNamed } from '../xml/xml-element.js';

/** Sgroup attributes worth keeping, in the order they are written into the property text. */
const KEPT = ['atomRefs', 'title', 'connect', 'correspondence', 'bondList', 'fieldName', 'fieldData'];

/**
 * Marvin Sgroups are `<molecule role="…Sgroup">` children of their parent molecule. They are kept as
 * text properties `mrv.sgroup.<id>` ("SruSgroup atomRefs=a2 a3 title=n connect=ht"), for the polymer
 * builder to read; the reader expands nothing. A contracted abbreviation (a Sgroup with atoms of its
 * own) is refused, since its atoms are not in the parent's atom list.
 */
export function readSgroups(molecule: XmlElement, builder: MoleculeBuilder, ctx: TextContext): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const sg of childrenNamed(molecule, 'molecule')) {
    const role = attribute(sg, 'role') ?? 'Sgroup';
    const id = attribute(sg, 'id') ?? attribute(sg, 'molID') ?? `sg${diagnostics.length + 1}`;
    if (sg.children.some((c) => isNamed(c, 'atomArray'))) {
      fail(
        ctx,
        sg.line,
        `${truncate(role)} '${truncate(id)}' is a contracted abbreviation; expand it in Marvin (Ungroup/Expand) before export.`,
      );
    }
    const parts = KEPT.flatMap((k) => {
      const v = attribute(sg, k);
      return v === undefined || v.trim() === '' ? [] : [`${k}=${v.trim()}`];
    });
    builder.setProperty(`mrv.sgroup.${id}`, [role, ...parts].join(' '));
    diagnostics.push({
      severity: 'info',
      code: 'mrv-sgroup',
      message: `${role} '${id}' is kept as the property mrv.sgroup.${id}; brackets are not expanded by the reader.`,
      line: sg.line,
    });
  }
  return diagnostics;
}

/** Bond stereo marks and conventions (wedges, coordinate bonds) ride along as `bond.*` properties. */
export function readBondExtras(bonds: readonly XmlElement[], builder: MoleculeBuilder): void {
  const stereo: string[] = [];
  const convention: string[] = [];
  bonds.forEach((b, i) => {
    const id = attribute(b, 'id') ?? `b${i + 1}`;
    const st = b.children.find((c) => isNamed(c, 'bondStereo'));
    const mark =
      st &&
      (st.text.trim() || `${attribute(st, 'convention') ?? ''}:${attribute(st, 'conventionValue') ?? ''}`);
    if (mark) stereo.push(`${id}=${mark}`);
    const conv = attribute(b, 'convention') ?? attribute(b, 'queryType');
    if (conv !== undefined) convention.push(`${id}=${conv}`);
  });
  if (stereo.length > 0) builder.setProperty('bond.stereo', stereo.join(' '));
  if (convention.length > 0) builder.setProperty('bond.convention', convention.join(' '));
}
