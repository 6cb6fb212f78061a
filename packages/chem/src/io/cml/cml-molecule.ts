import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import { MoleculeBuilder } from '../../core/molecule.js';
import type { TextContext } from '../text.js';
import { fail, truncate } from '../text.js';
import type { XmlElement } from '../xml/xml-element.js';
import { childrenNamed, isNamed } from '../xml/xml-element.js';
import type { CmlAtom } from './cml-atoms.js';
import { cmlAtom } from './cml-atoms.js';
import type { CmlBond } from './cml-bonds.js';
import { cmlBond } from './cml-bonds.js';
import { recordsOf } from './cml-records.js';

/** The atoms and bonds of one `<molecule>`, shared by the CML and Marvin readers. */
export interface CmlBody {
  readonly atoms: readonly CmlAtom[];
  readonly bonds: readonly CmlBond[];
  /** The bond elements (or array records), for readers that look at bond children such as bondStereo. */
  readonly bondElements: readonly XmlElement[];
}

export function readBody(molecule: XmlElement, ctx: TextContext): CmlBody {
  const atomRecords = childrenNamed(molecule, 'atomArray').flatMap((arr) => recordsOf(arr, 'atom', ctx));
  if (atomRecords.length === 0) fail(ctx, molecule.line, 'the molecule has no atoms in its atomArray.');
  const atoms = atomRecords.map((r, i) => cmlAtom(r, i, ctx));
  const index = new Map<string, number>();
  atoms.forEach((a, i) => {
    if (index.has(a.id)) fail(ctx, a.line, `atom id '${truncate(a.id)}' is used twice.`);
    index.set(a.id, i);
  });
  const bondArrays = childrenNamed(molecule, 'bondArray');
  const bonds = bondArrays
    .flatMap((arr) => recordsOf(arr, 'bond', ctx))
    .map((r, i) => cmlBond(r, i, index, ctx));
  const bondElements = bondArrays.flatMap((arr) => arr.children.filter((c) => isNamed(c, 'bond')));
  return { atoms, bonds, bondElements };
}

/**
 * A builder holding the body's atoms (named by their ids) and bonds. Attributes the Molecule has no
 * column for (hydrogenCount, isotopeNumber, mrvMap …) ride along as properties `atom.<name>` =
 * "id=value id=value", so nothing the file says is dropped silently.
 */
export function builderFor(body: CmlBody, title: string): MoleculeBuilder {
  const builder = new MoleculeBuilder(title);
  for (const a of body.atoms) {
    builder.addAtom({ element: a.element, x: a.x, y: a.y, z: a.z, name: a.id, formalCharge: a.formalCharge });
  }
  for (const b of body.bonds) builder.addBond({ a: b.a, b: b.b, order: b.order });
  const extras = new Map<string, string[]>();
  for (const a of body.atoms) {
    for (const [k, v] of Object.entries(a.extra)) {
      const list = extras.get(k) ?? [];
      list.push(`${a.id}=${v}`);
      extras.set(k, list);
    }
  }
  for (const [k, list] of extras) builder.setProperty(`atom.${k}`, list.join(' '));
  return builder;
}

/** Warns once per molecule when atoms carry only 2D coordinates. */
export function planarDiagnostics(body: CmlBody, code: string): Diagnostic[] {
  const flat = body.atoms.filter((a) => a.planar);
  if (flat.length === 0) return [];
  return [
    warning(
      code,
      `${flat.length} of ${body.atoms.length} atoms have only 2D coordinates (x2, y2); z was set to 0.`,
      {
        line: flat[0]?.line,
        atoms: body.atoms.flatMap((a, i) => (a.planar ? [i] : [])),
      },
    ),
  ];
}

/**
 * The molecule elements that hold atoms, outermost first. A molecule without an atomArray of its own
 * that wraps child molecules (CML's multi-component form) contributes its children. Iterative.
 */
export function moleculesWithAtoms(root: XmlElement): XmlElement[] {
  const found: XmlElement[] = [];
  const stack: XmlElement[] = [root];
  while (stack.length > 0) {
    const el = stack.pop();
    if (el === undefined) break;
    if (isNamed(el, 'molecule') && el.children.some((c) => isNamed(c, 'atomArray'))) {
      found.push(el);
      continue;
    }
    for (let i = el.children.length - 1; i >= 0; i--) {
      const c = el.children[i];
      if (c) stack.push(c);
    }
  }
  return found;
}
