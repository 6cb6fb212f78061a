import type { Diagnostic, GaussianDensity, Molecule } from '@topoforge/chem';
import {
  ANGSTROM_PER_BOHR,
  espSystem,
  gaussianEspEvaluator,
  mkGrid,
  perceive,
  respEquivalenceClasses,
  symbolOf,
  twoStageResp,
  warning,
  XTB_ESP_SCREENING,
} from '@topoforge/chem';
import type { XtbChargeResult } from './xtb-charge-result.js';
import { GFN1_REFERENCE, programLabel } from './xtb-charge-result.js';
import { runXtb } from './xtb.js';
import { parseXtbMolden } from './xtb-molden.js';
import { ProgramError } from './program-error.js';

export interface XtbRespOptions {
  readonly netCharge: number;
  /** XTB_TIMEOUT_MS by default; XTB_PREMIUM_TIMEOUT_MS for premium users. */
  readonly timeoutMs?: number;
  /** MK grid density, points per Å² (default 1). */
  readonly density?: number;
  /** xtb executable (default `xtb`). */
  readonly command?: string;
  /** Aborting it kills the program (ProgramError kind 'cancelled'). */
  readonly signal?: AbortSignal;
}

/**
 * XTB-RESP: two-stage RESP charges (charges/resp) fitted to the electrostatic potential of the
 * GFN1-xTB density at our Merz–Kollman points. One xtb single point writes its basis and orbitals
 * (--molden); the potential of that valence density plus the atomic cores is integrated here
 * (gaussianEsp) with the product screening of xtb's own --esp, so it is the number xtb --esp prints
 * (to its 1e-8 output precision) without xtb's minutes-long pass per point — never a potential of
 * point charges. Atoms equal by symmetry (resonance included) share one charge.
 */
export async function xtbRespCharges(mol: Molecule, options: XtbRespOptions): Promise<XtbChargeResult> {
  const bonded =
    mol.bonds.count === 0 && mol.atomCount > 1
      ? perceive(mol, { totalCharge: options.netCharge }).molecule
      : mol;
  const grid = mkGrid(bonded, options.density === undefined ? {} : { density: options.density });
  const run = await runXtb(bonded, {
    netCharge: options.netCharge,
    molden: true,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.command === undefined ? {} : { command: options.command }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  });
  const density = parseXtbMolden(run.molden ?? '', bonded.elements, options.netCharge);
  const esp = await potentialInSlices(
    density,
    grid.points.map((v) => v / ANGSTROM_PER_BOHR),
    options.signal,
  );
  const resp = twoStageResp(bonded, espSystem(bonded.positions, grid.points, esp), {
    totalCharge: options.netCharge,
    symmetryClasses: respEquivalenceClasses(bonded),
  });
  const diagnostics: Diagnostic[] = [...resp.diagnostics];
  if (grid.fallbackElements.length > 0) {
    const symbols = grid.fallbackElements.map(symbolOf).join(', ');
    diagnostics.push(
      warning(
        'resp-radius-fallback',
        `No Merz–Kollman radius for ${symbols}: the element table's vdW radius was used for the ESP grid.`,
      ),
    );
  }
  return {
    charges: resp.charges,
    method: {
      id: 'XTB-RESP',
      label: 'RESP fit to the GFN1-xTB electrostatic potential',
      program: programLabel(run.version),
      references: [
        'C. I. Bayly, P. Cieplak, W. D. Cornell, P. A. Kollman, J. Phys. Chem. 1993, 97, 10269 (RESP)',
        'U. C. Singh, P. A. Kollman, J. Comput. Chem. 1984, 5, 129 (MK grid)',
        GFN1_REFERENCE,
      ],
      notes: [
        `${grid.count} MK points (1.4/1.6/1.8/2.0 × radii); ESP RMS ${resp.rms.toExponential(2)} hartree/e, RRMS ${(100 * resp.rrms).toFixed(1)} %.`,
        'Two stages: a = 0.0005 then 0.001 (CH3/CH2 refit), b = 0.1, hydrogens unrestrained.',
        ...(run.endedNormally
          ? []
          : [
              'xtb ended abnormally after writing molden.input; the file was complete (atoms and electron count checked).',
            ]),
      ],
    },
    diagnostics,
  };
}

/** How long one slice of the potential may hold the thread before the event loop gets a turn. */
const SLICE_MS = 20;

/**
 * The potential at the points (bohr), with xtb's --esp screening, a few milliseconds at a time: the
 * caller's event loop (the server runs this job on its main thread) stays responsive, and an abort
 * stops it between slices as it would have killed xtb (ProgramError 'cancelled').
 */
export async function potentialInSlices(
  density: GaussianDensity,
  pointsBohr: Float64Array,
  signal: AbortSignal | undefined,
): Promise<Float64Array> {
  const evaluator = gaussianEspEvaluator(density, XTB_ESP_SCREENING);
  const out = new Float64Array(pointsBohr.length / 3);
  let next = 0;
  while (next < out.length) {
    if (signal?.aborted)
      throw new ProgramError('cancelled', 'xtb', 'cancelled while integrating the potential');
    const start = performance.now();
    while (next < out.length && performance.now() - start < SLICE_MS) {
      const end = Math.min(out.length, next + 8);
      evaluator.evaluate(pointsBohr, out, next, end);
      next = end;
    }
    if (next < out.length) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return out;
}
