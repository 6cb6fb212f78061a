import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import type { Molecule } from '../../core/molecule.js';
import { MoleculeBuilder } from '../../core/molecule.js';
import type { ReadOptions, ReadResult } from '../format.js';
import type { TextContext } from '../text.js';
import { fail, splitLines } from '../text.js';
import { selectAltLocs } from './alt-loc.js';
import type { PdbAtomRecord } from './atom-record.js';
import { parseChargeField } from './charge-field.js';
import { resolveConect } from './conect.js';
import type { MixedCaseAtom } from './element-warning.js';
import { mixedCaseWarning } from './element-warning.js';
import { resolveElement } from './element.js';
import type { PdbScan } from './scan.js';
import { scanPdb } from './scan.js';

/** Lines of the file that raised each kind of per-atom finding, across all models. */
interface Findings {
  readonly elementFromName: number[];
  /** Atoms whose element came from a mixed-case name ('Br6'), in the first model: index, name, element. */
  readonly mixedCase: MixedCaseAtom[];
  readonly badCharge: number[];
  readonly altLocDropped: number[];
  readonly unknownSerial: number[];
  readonly oddOrder: number[];
}

/** Reads a PDB file: one Molecule per model (PDB 3.3 coordinate and connectivity sections). */
export function readPdb(text: string, options: ReadOptions = {}): ReadResult {
  const ctx: TextContext = { format: 'pdb', fileName: options.fileName };
  const scan = scanPdb(ctx, splitLines(text));
  if (scan.models.length === 0)
    fail(ctx, undefined, 'no ATOM or HETATM records: this is not a PDB coordinate file.');
  const findings: Findings = {
    elementFromName: [],
    mixedCase: [],
    badCharge: [],
    altLocDropped: [],
    unknownSerial: [],
    oddOrder: [],
  };
  const molecules = scan.models.map((records, model) =>
    buildModel(ctx, scan, records, model === 0 ? findings : { ...findings, mixedCase: [] }),
  );
  return { molecules, diagnostics: [...scan.diagnostics, ...report(findings)] };
}

function buildModel(
  ctx: TextContext,
  scan: PdbScan,
  records: readonly PdbAtomRecord[],
  findings: Findings,
): Molecule {
  const { kept, dropped } = selectAltLocs(records);
  for (const item of dropped.map((r) => r.line)) findings.altLocDropped.push(item);
  const builder = new MoleculeBuilder(scan.title).setCell(scan.cell);
  if (scan.spaceGroup) builder.setProperty('spaceGroup', scan.spaceGroup);
  const indexOfSerial = new Map<number, number>();
  for (const rec of kept) {
    const { element, fromName, mixedCase } = resolveElement(ctx, rec);
    if (fromName && !mixedCase) findings.elementFromName.push(rec.line);
    const charge = parseChargeField(rec.chargeField);
    if (charge === undefined) findings.badCharge.push(rec.line);
    const index = builder.addAtom({
      element,
      x: rec.x,
      y: rec.y,
      z: rec.z,
      name: rec.name,
      formalCharge: charge ?? 0,
      residue: rec.residue,
      ...(rec.occupancy === undefined ? {} : { occupancy: rec.occupancy }),
    });
    if (rec.serial !== undefined) indexOfSerial.set(rec.serial, index);
    if (mixedCase) findings.mixedCase.push({ index, name: rec.name, element, line: rec.line });
  }
  const droppedSerials = new Set(dropped.flatMap((r) => (r.serial === undefined ? [] : [r.serial])));
  const conect = resolveConect(scan.conect, indexOfSerial, droppedSerials);
  for (const item of conect.unknownSerialLines) findings.unknownSerial.push(item);
  for (const item of conect.oddOrderLines) findings.oddOrder.push(item);
  conect.bonds.forEach((b) => builder.addBond(b));
  return builder.build();
}

function report(f: Findings): Diagnostic[] {
  const out: Diagnostic[] = [];
  const add = (all: number[], code: string, message: (n: number) => string): void => {
    const lines = [...new Set(all)];
    const first = lines[0];
    if (first !== undefined) out.push(warning(code, message(lines.length), { line: first }));
  };
  add(
    f.altLocDropped,
    'pdb-altloc-dropped',
    (n) =>
      `${n} atom record(s) of alternate locations were dropped; per residue the conformer 'A' (or the first one) is kept.`,
  );
  add(
    f.elementFromName,
    'pdb-element-from-name',
    (n) =>
      `${n} atom(s) have no element in columns 77-78; it was taken from the atom name (columns 13-14, PDB convention).`,
  );
  const mixed = mixedCaseWarning(f.mixedCase);
  if (mixed) out.push(mixed);
  add(
    f.badCharge,
    'pdb-charge-unreadable',
    (n) => `${n} atom(s) have text in columns 79-80 that is not a charge such as '1-' or '2+'; read as 0.`,
  );
  add(
    f.unknownSerial,
    'pdb-conect-unknown-atom',
    (n) => `${n} CONECT record(s) name atoms not in the file; those bonds were skipped.`,
  );
  add(
    f.oddOrder,
    'pdb-conect-repeats',
    (n) => `${n} bond(s) are listed more than four times in CONECT; their order is left unknown.`,
  );
  return out;
}
