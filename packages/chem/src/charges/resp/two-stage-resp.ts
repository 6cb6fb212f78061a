import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import { ChemError } from '../../core/errors.js';
import type { Molecule } from '../../core/molecule.js';
import type { EspSystem } from './esp-design.js';
import { espFitError } from './esp-design.js';
import { methylMethyleneAtoms } from './methyl-groups.js';
import type { FitOptions, FitStage, StageResult } from './restrained-fit.js';
import { fitStage } from './restrained-fit.js';

export interface RespOptions {
  /** Net charge of the molecule (e). */
  readonly totalCharge: number;
  /** Topological symmetry classes (perception's symmetryClasses): one charge per class. */
  readonly symmetryClasses: Uint32Array;
  /** Restraint strengths of stage 1 and 2 and the hyperbola width (Bayly et al.: 0.0005, 0.001, 0.1). */
  readonly stage1A?: number;
  readonly stage2A?: number;
  readonly b?: number;
  /** Standard RESP leaves hydrogens unrestrained (the RESP program's ihfree = 1). */
  readonly restrainHydrogens?: boolean;
  readonly fit?: FitOptions;
}

export interface RespResult {
  readonly charges: Float64Array;
  /** Charges after stage 1 (equal to `charges` when there is no CH3/CH2 group). */
  readonly stage1: Float64Array;
  /** Fit quality of the final charges: RMS (hartree/e) and relative RMS of the ESP residual. */
  readonly rms: number;
  readonly rrms: number;
  readonly iterations: readonly [number, number];
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Two-stage RESP (Bayly, Cieplak, Cornell & Kollman, J. Phys. Chem. 1993, 97, 10269). Stage 1 fits all
 * atoms with a = 0.0005, symmetry-equivalent atoms equal, except that methyl/methylene carbons and
 * their hydrogens are fitted freely; stage 2 freezes everything else and refits those carbons and
 * hydrogens with a = 0.001, the hydrogens of each group (and equivalent groups) equal.
 */
export function twoStageResp(mol: Molecule, system: EspSystem, options: RespOptions): RespResult {
  if (options.symmetryClasses.length !== mol.atomCount || system.atomCount !== mol.atomCount) {
    throw new ChemError(
      'invalid-molecule',
      'RESP: symmetry classes, ESP system and molecule differ in size.',
    );
  }
  const b = options.b ?? 0.1;
  const restrained = restraintFlags(mol, options.restrainHydrogens ?? false);
  const ch = methylMethyleneAtoms(mol);
  const first = fitStage(system, stage1(mol, options, ch, restrained, b), options.fit);
  const second: StageResult = ch.some((f) => f === 1)
    ? fitStage(system, stage2(options, ch, first.charges, restrained, b), options.fit)
    : { charges: first.charges, iterations: 0, converged: true };
  const diagnostics: Diagnostic[] = [];
  if (!first.converged || !second.converged) {
    diagnostics.push(
      warning(
        'resp-not-converged',
        `RESP restraint iterations did not settle (${first.iterations} + ${second.iterations}).`,
      ),
    );
  }
  const { rms, rrms } = espFitError(system, second.charges);
  return {
    charges: second.charges,
    stage1: first.charges,
    rms,
    rrms,
    iterations: [first.iterations, second.iterations],
    diagnostics,
  };
}

function restraintFlags(mol: Molecule, restrainHydrogens: boolean): Uint8Array {
  return mol.elements.map((z) => (z !== 1 || restrainHydrogens ? 1 : 0));
}

/** Groups: one per symmetry class among `member` atoms, numbered in order of first appearance. */
function classGroups(
  classes: Uint32Array,
  member: (i: number) => boolean,
  own: (i: number) => boolean,
): { group: Int32Array; count: number } {
  const group = new Int32Array(classes.length).fill(-1);
  const ids = new Map<number, number>();
  let count = 0;
  classes.forEach((c, i) => {
    if (!member(i)) return;
    if (own(i)) {
      group[i] = count++;
      return;
    }
    let id = ids.get(c);
    if (id === undefined) ids.set(c, (id = count++));
    group[i] = id;
  });
  return { group, count };
}

function stage1(mol: Molecule, o: RespOptions, ch: Uint8Array, restrained: Uint8Array, b: number): FitStage {
  const { group, count } = classGroups(
    o.symmetryClasses,
    () => true,
    (i) => ch[i] === 1,
  );
  const fixed = new Float64Array(mol.atomCount);
  return {
    group,
    groupCount: count,
    fixed,
    restrained,
    a: o.stage1A ?? 0.0005,
    b,
    totalCharge: o.totalCharge,
  };
}

function stage2(
  o: RespOptions,
  ch: Uint8Array,
  fixed: Float64Array,
  restrained: Uint8Array,
  b: number,
): FitStage {
  const { group, count } = classGroups(
    o.symmetryClasses,
    (i) => ch[i] === 1,
    () => false,
  );
  return {
    group,
    groupCount: count,
    fixed,
    restrained,
    a: o.stage2A ?? 0.001,
    b,
    totalCharge: o.totalCharge,
  };
}
