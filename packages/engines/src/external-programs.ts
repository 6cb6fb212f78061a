import type { ExternalProgramId, ProgramReport, ProgramStatus } from '@topoforge/contract';
import { isProgramError } from './program-error.js';
import type { VersionProbe } from './program-version.js';
import { readProgramVersion } from './program-version.js';

export type ProgramCommands = Readonly<Record<ExternalProgramId, string>>;

/** Logs why a program that exists could not tell its version. */
export type ProbeWarning = (message: string) => void;

/**
 * Version queries, checked by hand on Debian 12: `obabel -V` prints "Open Babel 3.1.1 -- Jan  4 2023 …";
 * `xtb --version` prints a banner with "* xtb version 6.5.1 (unknown) …"; `mopac -V` prints
 * "MOPAC version 22.0.6 commit unknown" and writes nothing (`mopac` with any other unknown argument
 * treats it as an input file name and writes an error file, hence the temp dir).
 */
const PROBES: Readonly<Record<ExternalProgramId, Omit<VersionProbe, 'command'>>> = {
  obabel: { args: ['-V'], pattern: /Open Babel (\S+)/ },
  xtb: { args: ['--version'], pattern: /xtb version (\S+)/ },
  mopac: { args: ['-V'], pattern: /MOPAC version (\S+)/ },
};

/** Looks for every external program once; the answers go into the health report. */
export async function detectPrograms(commands: ProgramCommands, warn: ProbeWarning): Promise<ProgramReport> {
  const check = (id: ExternalProgramId): Promise<ProgramStatus> =>
    probe({ ...PROBES[id], command: commands[id] }, warn);
  const [obabel, xtb, mopac] = await Promise.all([check('obabel'), check('xtb'), check('mopac')]);
  return { obabel, xtb, mopac };
}

async function probe(versionProbe: VersionProbe, warn: ProbeWarning): Promise<ProgramStatus> {
  try {
    return { found: true, version: await readProgramVersion(versionProbe) };
  } catch (e) {
    if (!isProgramError(e)) throw e;
    if (e.kind === 'not-found' || e.kind === 'not-executable') return { found: false, version: null };
    warn(`${e.message}; reporting it as found with an unknown version`);
    return { found: true, version: null };
  }
}
