import type { EngineEntry } from '@topoforge/chem';
import {
  describeWritten,
  engineFiles,
  engineRunLines,
  findChargeMethod,
  findForceField,
  findWaterModel,
} from '@topoforge/chem';
import { coarseGrainedReadmeLines } from './coarse-grained.js';
import type { TopologyManifest } from './manifest.js';

/** Estimated rows listed in full in the README; the manifest always has them all. */
const LISTED = 50;

const orNone = (v: string | null): string => (v === null || v === '' ? 'none' : v);

/** README.txt of the zip: what each file is, how to run it, units, where the parameters came from. */
export function topologyReadme(writer: EngineEntry, manifest: TopologyManifest, crystal: boolean): string {
  const r = manifest.resname;
  const written = manifest.files.filter((f) => f !== 'README.txt' && f !== 'manifest.json');
  const files = {
    ...(describeWritten(writer, r, crystal, written) ?? engineFiles(writer, r, crystal)),
    'manifest.json': 'what these files were made from (machine-readable)',
  };
  const c = manifest.counts;
  const estimated = manifest.estimated;
  const lines = [
    `${writer.name} topology of ${r}, written by ${manifest.writtenBy.name} ${manifest.writtenBy.version} on ${manifest.createdAt}`,
    '',
    'Files',
    ...Object.entries(files).map(([name, what]) => `  ${name}: ${what}`),
    '',
    'How to run',
    ...engineRunLines(writer, r).map((l) => `  ${l}`),
    '',
    `Units: ${manifest.units}`,
    '',
    'Parameters',
    `  force fields: ${manifest.forceFields.join(' + ') || 'none'} (backup ${orNone(manifest.backup)})`,
    `  water model: ${orNone(manifest.waterModel)}`,
    `  charge method: ${orNone(manifest.chargeMethod)}`,
    `  parameter set made by: ${manifest.program.name} ${manifest.program.version}`,
    `  input structure sha256: ${manifest.inputSha256}`,
    ...(manifest.supercell ? [`  supercell: ${manifest.supercell.join(' x ')} copies of the cell`] : []),
    ...polymerLines(manifest),
    ...coarseGrainedReadmeLines(manifest.coarseGrained, r),
    ...(manifest.reactive
      ? [
          `  reactive: ${manifest.reactive.name} (${manifest.reactive.file}) replaces the force field in these files: ` +
            'no types, charges or bonded terms are written (the parameters above are the set the download came from)',
        ]
      : []),
    `  written: ${c.atoms} atoms, ${c.bonds} bonds, ${c.angles} angles, ${c.dihedrals} dihedrals, ${c.impropers} impropers, ${c.pairs} 1-4 pairs`,
    '',
    'References (please cite what you use)',
    ...references(manifest).map((l) => `  ${l}`),
    '',
    `Estimated parameters (not found in the force field; please review): ${estimated.length}`,
    ...estimated
      .slice(0, LISTED)
      .map(
        (e) =>
          `  ${e.table} row ${e.row}, atoms ${e.atoms.join('-')} (${e.labels.join('-')}): ${e.estimatedFrom ?? 'estimated'}`,
      ),
    ...(estimated.length > LISTED ? [`  … and ${estimated.length - LISTED} more in manifest.json`] : []),
    '',
    `Rows marked as edited by the user: ${manifest.edited.length}`,
    '  (as the parameter set marks them: the server keeps no copy of the set it sent, so it cannot tell',
    '  an unmarked edit from the original value)',
    '',
  ];
  return lines.join('\n');
}

/** The chain of a polymer builder download: units per monomer and how its charges were made. */
function polymerLines(manifest: TopologyManifest): string[] {
  const polymer = manifest.polymer;
  if (!polymer) return [];
  const counts = Object.entries(polymer.counts).map(([id, n]) => `${id} × ${n}`);
  return [
    ...(polymer.sequence.length > 0
      ? [
          `  polymer: ${polymer.sequence.length} repeat units (${counts.join(', ')}); the sequence in manifest.json`,
        ]
      : []),
    ...(polymer.charges ? [`  polymer charges: ${polymer.charges.method}, ${polymer.charges.how}`] : []),
  ];
}

/** What the charge method ids of the parameter call that are not methods mean (forcefield/param). */
const CHARGE_TYPES_OF_THE_CALL: Readonly<Record<string, string>> = {
  'force-field': 'the force field’s own charges (see the force field above)',
  '--': 'none computed: the charges the input structure carried (zero where it had none)',
};

/**
 * The papers behind the parameters: each force field (and backup, and water model) with the citation
 * chem's registry keeps, and the charge method recorded with the parameter set (the parameter call's
 * charge_type, in the payload's meta) with its method's reference.
 */
function references(manifest: TopologyManifest): string[] {
  const cite = (what: string, name: string, citation: string | undefined): string =>
    `${what} ${name}: ${citation ?? 'no citation recorded by TopoForge'}`;
  const lines = manifest.forceFields.map((name) => cite('force field', name, findForceField(name)?.citation));
  if (manifest.backup !== null) {
    lines.push(cite('backup force field', manifest.backup, findForceField(manifest.backup)?.citation));
  }
  if (manifest.waterModel !== null) {
    lines.push(cite('water model', manifest.waterModel, findWaterModel(manifest.waterModel)?.citation));
  }
  const charge = manifest.chargeMethod;
  if (charge === null) lines.push('charge method: not recorded with the parameter set');
  else if (CHARGE_TYPES_OF_THE_CALL[charge] !== undefined) {
    lines.push(`charge method ${charge}: ${CHARGE_TYPES_OF_THE_CALL[charge]}`);
  } else {
    const method = findChargeMethod(charge);
    lines.push(
      method
        ? `charge method ${method.id} (${method.label}): ${method.reference}`
        : cite('charge method', charge, undefined),
    );
  }
  return lines;
}
