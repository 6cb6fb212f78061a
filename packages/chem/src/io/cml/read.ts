import type { Diagnostic } from '../../core/diagnostics.js';
import type { Molecule } from '../../core/molecule.js';
import type { ReadOptions, ReadResult } from '../format.js';
import type { TextContext } from '../text.js';
import { fail } from '../text.js';
import { parseXml } from '../xml/parse-xml.js';
import type { XmlElement } from '../xml/xml-element.js';
import { attribute, childrenNamed, firstChild } from '../xml/xml-element.js';
import { builderFor, moleculesWithAtoms, planarDiagnostics, readBody } from './cml-molecule.js';

/**
 * Chemical Markup Language (CML 2): every `<molecule>` with an `<atomArray>` becomes one Molecule.
 * Atoms in either spelling (child `<atom>` elements or array attributes); x3/y3/z3, else x2/y2 with
 * z = 0; bonds from `<bondArray>`. Titles from the `title` attribute, else `<name>`, else `id`.
 */
export function readCml(text: string, options: ReadOptions = {}): ReadResult {
  const ctx: TextContext = { format: 'cml', fileName: options.fileName };
  const root = parseXml(text, ctx);
  const elements = moleculesWithAtoms(root);
  if (elements.length === 0) fail(ctx, root.line, 'no <molecule> with an <atomArray> was found.');
  const diagnostics: Diagnostic[] = [];
  const molecules = elements.map((el) => {
    const body = readBody(el, ctx);
    for (const item of planarDiagnostics(body, 'cml-2d-coordinates')) diagnostics.push(item);
    return moleculeOf(el, builderFor(body, titleOf(el)));
  });
  return { molecules, diagnostics };
}

function titleOf(el: XmlElement): string {
  return attribute(el, 'title') ?? firstChild(el, 'name')?.text.trim() ?? attribute(el, 'id') ?? '';
}

function moleculeOf(el: XmlElement, builder: ReturnType<typeof builderFor>): Molecule {
  const id = attribute(el, 'id');
  if (id !== undefined) builder.setProperty('cml.id', id);
  const formula = firstChild(el, 'formula');
  const concise = formula && attribute(formula, 'concise');
  if (concise !== undefined) builder.setProperty('cml.formula', concise.trim().replace(/\s+/g, ' '));
  for (const ident of childrenNamed(el, 'identifier')) {
    const value = attribute(ident, 'value') ?? ident.text.trim();
    builder.setProperty(`cml.identifier.${attribute(ident, 'convention') ?? 'unknown'}`, value);
  }
  for (const list of childrenNamed(el, 'propertyList')) {
    for (const prop of childrenNamed(list, 'property')) {
      const name = attribute(prop, 'title') ?? attribute(prop, 'dictRef');
      const scalar = firstChild(prop, 'scalar');
      if (name !== undefined && scalar) builder.setProperty(name, scalar.text.trim());
    }
  }
  return builder.build();
}
