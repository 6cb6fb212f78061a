import { ChemError } from '../../core/errors.js';
import type { System } from '../../core/system.js';
import { checkCharmmSystem } from '../charmm/check.js';
import { convertCharmm } from '../charmm/convert.js';
import type { CharmmModel, CharmmOptions } from '../charmm/model.js';
import { writePdb } from '../charmm/write-pdb.js';
import { writePrm } from '../charmm/write-prm.js';
import { writePsf } from '../charmm/write-psf.js';
import type { EngineWriter, SupportedForms } from '../engine-writer.js';
import { num } from '../number-format.js';

/**
 * GOMC reads CHARMM-style parameters, but its IMPROPERS lines are harmonic only (K, ψ0), and it builds
 * its torsions from its own reading of the PSF, so a periodic improper written as a dihedral is not
 * something GOMC is documented to take: periodic impropers are refused rather than risked.
 */
export const GOMC_SUPPORTS: SupportedForms = {
  bonds: [1],
  angles: [1],
  dihedrals: [9, 1, 3],
  impropers: [2],
  combinationRules: [1, 2, 3],
};

export interface GomcOptions extends CharmmOptions {
  /** Lennard-Jones and Coulomb cut-off, Å (default 12). */
  readonly cutoff?: number;
  /** K (default 298.15). */
  readonly temperature?: number;
  /** Monte Carlo steps (default 1000). */
  readonly steps?: number;
}

export interface GomcModel {
  readonly charmm: CharmmModel;
  readonly cutoff: number;
  readonly temperature: number;
  readonly steps: number;
}

function check(system: System, options: GomcOptions): void {
  for (const [what, value] of [
    ['cut-off', options.cutoff],
    ['temperature', options.temperature],
    ['number of steps', options.steps],
  ] as const) {
    if (value !== undefined && !(value > 0)) {
      throw new ChemError('invalid-molecule', `The ${what} must be positive, not ${value}.`);
    }
  }
  checkCharmmSystem(system, options.residueName, GOMC_SUPPORTS, 'GOMC');
}

function convert(system: System, options: GomcOptions): GomcModel {
  const charmm = convertCharmm(system, options);
  checkMergedNames(charmm);
  return {
    charmm,
    cutoff: options.cutoff ?? 12,
    temperature: options.temperature ?? 298.15,
    steps: Math.round(options.steps ?? 1000),
  };
}

/**
 * GOMC keys a parameter line by its type names glued together without a separator (FFSetup ReadKind),
 * so C + A3 and CA + 3 would be one key. Refused when two different lines of a section would collide.
 */
function checkMergedNames(model: CharmmModel): void {
  const sections = [
    model.bondParameters.map((p) => p.types),
    model.angleParameters.map((p) => p.types),
    model.dihedralParameters.map((p) => p.types),
    model.improperParameters.map((p) => p.types),
    model.nbfix.map((p) => p.types),
  ];
  for (const rows of sections) {
    const seen = new Map<string, string>();
    for (const types of rows) {
      const spaced = types.join(' ').toUpperCase();
      for (const glued of [types.join(''), [...types].reverse().join('')].map((s) => s.toUpperCase())) {
        const other = seen.get(glued);
        if (other !== undefined && other !== spaced) {
          throw new ChemError(
            'unsupported-form',
            `GOMC joins type names without a separator, so the parameter lines for ${other} and ${spaced} would be one; rename a type.`,
          );
        }
        seen.set(glued, spaced);
      }
    }
  }
}

/**
 * The control file (NVT, run with GOMC_CPU_NVT): parameters, PSF and PDB of box 0, a plain cut-off
 * (Potential VDW, no tail correction, no Ewald), `Exclude 1-3` so that 1-4 pairs are kept and scaled:
 * Coulomb by `1-4scaling` (fudgeQQ), Lennard-Jones through the 1-4 columns (fudgeLJ · ε).
 */
export function writeGomcControl(model: GomcModel): string {
  const m = model.charmm;
  const res = m.residueName;
  const every = Math.max(1, Math.round(model.steps / 10));
  const row = (key: string, ...values: (string | number)[]): string =>
    `${key.padEnd(20)} ${values.join(' ')}`;
  return [
    `# GOMC control file for ${res} written by TopoForge (NVT ensemble: run with GOMC_CPU_NVT).`,
    row('Restart', 'false'),
    row('PRNG', 'RANDOM'),
    row('ParaTypeCHARMM', 'true'),
    row('Parameters', `${res}.par`),
    row('Coordinates', 0, `${res}.pdb`),
    row('Structure', 0, `${res}.psf`),
    row('Temperature', num(model.temperature)),
    row('Potential', 'VDW'),
    row('LRC', 'false'),
    row('Rcut', num(model.cutoff)),
    row('RcutLow', '0.0'),
    row('Exclude', '1-3'),
    row('VDWGeometricSigma', m.geometricSigma ? 'true' : 'false'),
    row('ElectroStatic', 'true'),
    row('Ewald', 'false'),
    row('1-4scaling', num(m.e14fac)),
    row('RunSteps', model.steps),
    row('EqSteps', Math.round(model.steps / 2)),
    row('AdjSteps', every),
    row('DisFreq', '0.50'),
    row('RotFreq', '0.50'),
    ...m.box.map((v, k) => row(`CellBasisVector${k + 1}`, 0, ...v.map((x) => num(x)))),
    row('CBMC_First', 10),
    row('CBMC_Nth', 4),
    row('CBMC_Ang', 100),
    row('CBMC_Dih', 30),
    row('OutputName', `${res}-out`),
    row('RestartFreq', 'true', model.steps),
    row('CoordinatesFreq', 'true', model.steps),
    row('ConsoleFreq', 'true', every),
    row('BlockAverageFreq', 'true', every),
    row('OutEnergy', 'true', 'true'),
    '',
  ].join('\n');
}

/** <res>.psf (XPLOR format), <res>.par (GOMC's CHARMM style), <res>.pdb and <res>.conf. */
function write(model: GomcModel): Record<string, string> {
  const res = model.charmm.residueName;
  return {
    [`${res}.psf`]: writePsf(model.charmm, 'xplor'),
    [`${res}.par`]: writePrm(model.charmm, 'gomc'),
    [`${res}.pdb`]: writePdb(model.charmm),
    [`${res}.conf`]: writeGomcControl(model),
  };
}

export const gomcWriter: EngineWriter<GomcOptions, GomcModel> = {
  id: 'gomc',
  name: 'GOMC',
  supports: GOMC_SUPPORTS,
  check,
  convert,
  write,
};
