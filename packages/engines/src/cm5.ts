import type { Molecule } from '@topoforge/chem';
import { ProgramError } from './program-error.js';
import type { XtbChargeMethod, XtbChargeResult } from './xtb-charge-result.js';
import { GFN1_REFERENCE, programLabel } from './xtb-charge-result.js';
import { XtbError, xtbStoppedError } from './xtb-error.js';
import { parseMullikenCm5 } from './xtb-output.js';
import { runXtb } from './xtb.js';

export interface Cm5Options {
  readonly netCharge: number;
  /** 1 for 'CM5', 1.2 for '1.2xCM5'. */
  readonly scale: 1 | 1.2;
  /** XTB_TIMEOUT_MS by default; XTB_PREMIUM_TIMEOUT_MS for premium users. */
  readonly timeoutMs?: number;
  /** xtb executable (default `xtb`). */
  readonly command?: string;
  /** Aborting it kills the program (ProgramError kind 'cancelled'). */
  readonly signal?: AbortSignal;
}

/**
 * CM5 charges as xtb computes them: the CM5 column of its "Mulliken/CM5 charges" table after a GFN1-xTB
 * single point. xtb applies the CM5 correction (Marenich, Jerome, Cramer & Truhlar, J. Chem. Theory
 * Comput. 2012, 8, 527) to its GFN1-xTB Mulliken charges, not to the Hirshfeld charges of a DFT
 * density as Marenich et al. do, so these are labelled 'GFN1-xTB CM5' and are xtb's own numbers
 * (water: O −1.005, H +0.502). The charges are multiplied by `scale`; whatever then separates their sum
 * from the net charge — xtb's five-decimal rounding (≤ 5·10⁻⁶ e per atom), or 0.2·Q for a scaled ion —
 * is spread evenly over the atoms, the rule finalizeCharges applies, so the sum is the net charge.
 * The scale is applied here: callers must not apply the method record's 1.2 again.
 */
export async function cm5Charges(mol: Molecule, options: Cm5Options): Promise<XtbChargeResult> {
  const run = await runXtb(mol, {
    netCharge: options.netCharge,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.command === undefined ? {} : { command: options.command }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  });
  if (!run.endedNormally)
    throw run.exit
      ? xtbStoppedError(run.exit, 'its CM5 charges', run.stdout)
      : new XtbError('no-output', 'xtb ended abnormally', run.stdout);
  const { cm5 } = parseMullikenCm5(run.stdout, mol.atomCount);
  const printed = cm5.reduce((s, q) => s + q, 0);
  if (Math.abs(printed - options.netCharge) > 1e-5 * mol.atomCount + 1e-9) {
    throw new ProgramError(
      'bad-output',
      'xtb',
      `CM5 charges sum to ${printed}, not the net charge ${options.netCharge}`,
    );
  }
  const scaled = cm5.map((q) => q * options.scale);
  const shift = (options.netCharge - options.scale * printed) / mol.atomCount;
  return {
    charges: scaled.map((q) => q + shift),
    method: cm5Method(options.scale, run.version),
    diagnostics: [],
  };
}

function cm5Method(scale: 1 | 1.2, version: string | undefined): XtbChargeMethod {
  const cm5 =
    'A. V. Marenich, S. V. Jerome, C. J. Cramer, D. G. Truhlar, J. Chem. Theory Comput. 2012, 8, 527 (CM5)';
  const scaled =
    'J. Z. Vilseck, J. Tirado-Rives, W. L. Jorgensen, J. Chem. Theory Comput. 2014, 10, 2802 (scaled CM5 charges for condensed phases)';
  return {
    id: scale === 1 ? 'CM5' : '1.2xCM5',
    label: scale === 1 ? 'GFN1-xTB CM5' : '1.2 × GFN1-xTB CM5',
    program: programLabel(version),
    references: scale === 1 ? [cm5, GFN1_REFERENCE] : [cm5, GFN1_REFERENCE, scaled],
    notes: [
      'CM5 correction applied by xtb to GFN1-xTB Mulliken charges (not to DFT Hirshfeld charges).',
      'GFN1-xTB single point on the input geometry, no optimisation.',
    ],
  };
}
