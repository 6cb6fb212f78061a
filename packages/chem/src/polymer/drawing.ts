import { ChemError, TopoForgeError } from '../core/errors.js';
import type { Molecule } from '../core/molecule.js';
import { recordsOf } from '../io/cml/cml-records.js';
import { moleculesWithAtoms } from '../io/cml/cml-molecule.js';
import { readMol } from '../io/mol/read.js';
import { readMrv } from '../io/mrv/read.js';
import { splitLines } from '../io/text.js';
import { parseXml } from '../io/xml/parse-xml.js';
import { childrenNamed } from '../io/xml/xml-element.js';
import { readMolSgroups } from './drawing-molfile.js';
import { drawingError } from './drawing-types.js';
import type { DrawnSru } from './drawing-types.js';

/**
 * A polymer drawn in 2D (spec 001 §3 "2D modelling"): a Marvin MRV document, or an MDL molfile (V2000 or
 * V3000, what Ketcher exports) with its structural repeat unit (SRU) Sgroup. Star atoms ('*', the open
 * polymer ends Marvin and Ketcher draw) are read as atoms flagged `star`.
 */
export interface Drawing {
  readonly format: 'mrv' | 'molfile';
  readonly molecule: Molecule;
  /** Per atom: a star atom ('*'); such atoms are hydrogens in `molecule`. */
  readonly star: readonly boolean[];
  /** Each atom as messages name it: the MRV id ('a3') or the molfile's 1-based number ('3'). */
  readonly names: readonly string[];
  /** The SRU Sgroups, in file order (other Sgroup types are ignored). */
  readonly srus: readonly DrawnSru[];
}

/** Reads an MRV document (text starting with '<') or a molfile into the drawing's graph and its SRUs. */
export function readPolymerDrawing(text: string): Drawing {
  if (text.trim() === '') throw drawingError('empty', 'The drawing is empty; give an MRV (or molfile) text.');
  try {
    return text.trimStart().startsWith('<') ? readMrvDrawing(text) : readMolDrawing(text);
  } catch (error) {
    if (error instanceof ChemError) throw error;
    if (error instanceof TopoForgeError && error.code === 'parse') {
      const line = error.data.line;
      throw drawingError('unreadable', `The drawing could not be read: ${error.message}`, {
        ...(typeof line === 'number' ? { line } : {}),
        detail: String(error.data.detail ?? error.message),
      });
    }
    throw error;
  }
}

/** Replaces the star tokens of every elementType attribute by 'H' (star atoms are flagged separately). */
const MRV_ELEMENT_TYPE = /(elementType\s*=\s*)(["'])([^"']*)\2/g;

function readMrvDrawing(text: string): Drawing {
  const root = parseXml(text, { format: 'mrv' });
  const starIds = new Set<string>();
  for (const el of moleculesWithAtoms(root)) {
    for (const arr of childrenNamed(el, 'atomArray')) {
      recordsOf(arr, 'atom', { format: 'mrv' }).forEach((r, i) => {
        if (r.attributes['elementType']?.trim() === '*') starIds.add(r.attributes['id'] ?? `a${i + 1}`);
      });
    }
  }
  const plain = text.replace(
    MRV_ELEMENT_TYPE,
    (_all, lead: string, quote: string, value: string) =>
      `${lead}${quote}${value.replace(/(^|\s)\*(?=\s|$)/g, '$1H')}${quote}`,
  );
  const molecule = single(readMrv(plain).molecules);
  const names = [...molecule.names];
  const srus = Object.entries(molecule.properties)
    .filter(([key, value]) => key.startsWith('mrv.sgroup.') && value.startsWith('SruSgroup'))
    .map(([key, value]) => mrvSru(key.slice('mrv.sgroup.'.length), value, names));
  return { format: 'mrv', molecule, star: names.map((n) => starIds.has(n)), names, srus };
}

/** "SruSgroup atomRefs=a2 a3 title=n connect=ht" (io/mrv keeps Sgroups so) → the SRU. */
function mrvSru(id: string, property: string, names: readonly string[]): DrawnSru {
  const fields = new Map<string, string>();
  for (const part of property.split(/\s+(?=[A-Za-z0-9]+=)/).slice(1)) {
    const at = part.indexOf('=');
    fields.set(part.slice(0, at), part.slice(at + 1).trim());
  }
  const refs = (fields.get('atomRefs') ?? '').split(/\s+/).filter((r) => r !== '');
  const atoms = refs.map((ref) => {
    const index = names.indexOf(ref);
    if (index < 0) {
      throw drawingError('sru-atoms', `Sgroup '${id}' names atom '${ref}', which is not in the drawing.`, {
        sgroup: id,
        atom: ref,
      });
    }
    return index;
  });
  return { id, atoms, label: fields.get('title'), connect: fields.get('connect')?.toLowerCase() };
}

function readMolDrawing(text: string): Drawing {
  const lines = splitLines(text);
  const { replaced, stars, srus, atomNames } = readMolSgroups(lines);
  const plain = lines.map((line, i) => replaced.get(i) ?? line).join('\n');
  const molecule = single(readMol(plain).molecules);
  const star = Array.from({ length: molecule.atomCount }, (_v, i) => stars.has(i));
  const names = Array.from({ length: molecule.atomCount }, (_v, i) => atomNames[i] ?? String(i + 1));
  return { format: 'molfile', molecule, star, names, srus };
}

function single(molecules: readonly Molecule[]): Molecule {
  if (molecules.length !== 1) {
    throw drawingError(
      'structures',
      `The drawing holds ${molecules.length} structures; draw the polymer as one structure.`,
      { structures: molecules.length },
    );
  }
  return molecules[0]!;
}
