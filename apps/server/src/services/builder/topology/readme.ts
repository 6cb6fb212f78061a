import type { EngineEntry } from '@topoforge/chem';
import { engineFiles, engineRunLines } from '@topoforge/chem';
import type { TopologyManifest } from './manifest.js';

/** Estimated rows listed in full in the README; the manifest always has them all. */
const LISTED = 50;

const orNone = (v: string | null): string => (v === null || v === '' ? 'none' : v);

/** README.txt of the zip: what each file is, how to run it, units, where the parameters came from. */
export function topologyReadme(writer: EngineEntry, manifest: TopologyManifest, crystal: boolean): string {
  const r = manifest.resname;
  const files = {
    ...engineFiles(writer, r, crystal),
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
    `  written: ${c.atoms} atoms, ${c.bonds} bonds, ${c.angles} angles, ${c.dihedrals} dihedrals, ${c.impropers} impropers, ${c.pairs} 1-4 pairs`,
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
