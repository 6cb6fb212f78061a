import type { System } from '../../core/system.js';
import { CHARMM_SUPPORTS, checkCharmmSystem } from '../charmm/check.js';
import { convertCharmm } from '../charmm/convert.js';
import type { CharmmModel, CharmmOptions } from '../charmm/model.js';
import { writePdb } from '../charmm/write-pdb.js';
import { writePrm } from '../charmm/write-prm.js';
import { writePsf } from '../charmm/write-psf.js';
import type { EngineWriter } from '../engine-writer.js';
import { checkCutoff } from '../check-forms.js';
import { num } from '../number-format.js';

export interface NamdOptions extends CharmmOptions {
  /** Nonbonded cut-off, Å (default 12). */
  readonly cutoff?: number;
}

export interface NamdModel {
  readonly charmm: CharmmModel;
  readonly cutoff: number;
}

const DEFAULT_CUTOFF = 12;

function check(system: System, options: NamdOptions): void {
  checkCutoff(options.cutoff, 'Å');
  checkCharmmSystem(system, options.residueName, CHARMM_SUPPORTS, 'NAMD');
}

/**
 * The configuration: a single-point energy (`run 0`, energies printed at step 0) that reads the other
 * three files. NAMD's 1-4 treatment is CHARMM's: with `exclude scaled1-4` the 1-4 electrostatics are
 * multiplied by `1-4scaling` (fudgeQQ) and the 1-4 Lennard-Jones uses the parameter file's 1-4 columns,
 * which carry fudgeLJ · ε. No switching and a plain cut-off, so the energy is the System's.
 */
export function writeNamdConfig(model: NamdModel): string {
  const m = model.charmm;
  const res = m.residueName;
  const cell = m.periodic
    ? [
        "# The structure's cell; a plain cut-off (no PME), as in the other writers' single points.",
        ...m.box.map((v, k) => `cellBasisVector${k + 1}   ${v.map((x) => num(x)).join(' ')}`),
        'cellOrigin         0 0 0',
        'wrapAll            on',
      ]
    : ['# No cell: an isolated molecule, no periodic images.'];
  return [
    `# NAMD configuration for ${res} written by TopoForge: single-point energy, every term printed.`,
    `structure          ${res}.psf`,
    `coordinates        ${res}.pdb`,
    'paraTypeCharmm     on',
    `parameters         ${res}.prm`,
    '# 1-4 pairs: Coulomb x 1-4scaling (fudgeQQ), Lennard-Jones from the 1-4 columns (fudgeLJ x eps).',
    'exclude            scaled1-4',
    `1-4scaling         ${num(m.e14fac)}`,
    ...(m.geometricSigma
      ? [
          '# Combination rule with geometric sigma (NBFIX in the parameter file says the same).',
          'vdwGeometricSigma  yes',
        ]
      : []),
    'dielectric         1.0',
    'switching          off',
    `cutoff             ${num(model.cutoff)}`,
    `pairlistdist       ${num(model.cutoff + 2)}`,
    ...cell,
    'temperature        0',
    'timestep           1.0',
    'rigidBonds         none',
    `outputName         ${res}-out`,
    'outputEnergies     1',
    'run                0',
    '',
  ].join('\n');
}

/** <res>.psf (XPLOR format, as NAMD reads it), <res>.prm, <res>.pdb and <res>.namd. */
function write(model: NamdModel): Record<string, string> {
  const res = model.charmm.residueName;
  return {
    [`${res}.psf`]: writePsf(model.charmm, 'xplor'),
    [`${res}.prm`]: writePrm(model.charmm, 'charmm'),
    [`${res}.pdb`]: writePdb(model.charmm),
    [`${res}.namd`]: writeNamdConfig(model),
  };
}

export const namdWriter: EngineWriter<NamdOptions, NamdModel> = {
  id: 'namd',
  name: 'NAMD',
  supports: CHARMM_SUPPORTS,
  check,
  convert: (system, options) => ({
    charmm: convertCharmm(system, options),
    cutoff: options.cutoff ?? DEFAULT_CUTOFF,
  }),
  write,
};
