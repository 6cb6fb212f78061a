import type { TopologyPayload } from '@topoforge/contract';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EngineEntry, LammpsReactive } from '@topoforge/chem';
import { describeWritten, engineFiles, REACTIVE_POTENTIALS } from '@topoforge/chem';
import { HttpError } from '../../../kernel/http/errors.js';
import { strToU8, zipSync } from 'fflate';
import { topologyRequest } from './build-system.js';
import { polymerManifest, topologyManifest } from './manifest.js';
import { topologyReadme } from './readme.js';
import { checkMoleculesOnly } from './writers.js';

export interface TopologyZip {
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/**
 * The topology download (spec 000 §3, §7): the payload checked and rebuilt into a System, written by
 * the software's writer, zipped with README.txt and manifest.json as '{software}_{resname}.zip'.
 */
export function topologyZip(
  writer: EngineEntry,
  payload: TopologyPayload,
  server: { readonly name: string; readonly version: string; readonly lammpsPotentials?: string },
  now: Date = new Date(),
): TopologyZip {
  const crystal = payload.meta.cell !== null;
  checkMoleculesOnly(writer, crystal);
  const request = topologyRequest(payload);
  const written = writer.write(request.system, {
    residueName: request.resname,
    ...reactiveOptions(writer, payload.reactive ?? undefined, server.lammpsPotentials),
  });
  checkDeclared(writer, Object.keys(written), request.resname, crystal);
  const names = [...Object.keys(written), 'README.txt', 'manifest.json'];
  const manifest = topologyManifest({
    writer,
    meta: payload.meta,
    wire: request.wire,
    system: request.system,
    resname: request.resname,
    supercell: request.supercell,
    polymer: polymerManifest(payload.sequence, payload.polymer_charges),
    reactive: payload.reactive ?? undefined,
    files: names,
    server,
    now,
  });
  const entries: Record<string, Uint8Array> = {};
  for (const [name, text] of Object.entries(written)) entries[name] = strToU8(text);
  entries['README.txt'] = strToU8(topologyReadme(writer, manifest, crystal));
  entries['manifest.json'] = strToU8(`${JSON.stringify(manifest, null, 2)}\n`);
  return {
    fileName: `${writer.id}_${request.resname}.zip`,
    bytes: zipSync(entries, { level: 6, mtime: now }),
  };
}

/**
 * The reactive option and, for the writer that takes it, its potential file read from lammps-data at
 * run time (the zip then runs anywhere); other writers get the option alone and refuse it.
 */
function reactiveOptions(
  writer: EngineEntry,
  reactive: LammpsReactive | undefined,
  dir = '/usr/share/lammps/potentials',
): { reactive?: LammpsReactive; potentialText?: string } {
  if (reactive === undefined) return {};
  if (writer.reactive !== true) return { reactive };
  const file = REACTIVE_POTENTIALS[reactive].file;
  try {
    return { reactive, potentialText: readFileSync(join(dir, file), 'utf8') };
  } catch {
    throw new HttpError(503, 'reactive-potential-missing', { file, dir });
  }
}

/**
 * The README describes the files the registry declares (per-molecule-type files such as GROMACS's
 * posre_<name>.itp by their pattern); a writer that wrote others would ship a README that lies, so
 * that is a server bug (500), not something to zip.
 */
function checkDeclared(
  writer: EngineEntry,
  names: readonly string[],
  resname: string,
  crystal: boolean,
): void {
  const declared = Object.keys(engineFiles(writer, resname, crystal)).sort();
  const written = [...names].sort();
  if (describeWritten(writer, resname, crystal, written) === undefined) {
    throw new Error(
      `the ${writer.name} writer wrote ${written.join(', ')} but its registry entry declares ${declared.join(', ')}`,
    );
  }
}
