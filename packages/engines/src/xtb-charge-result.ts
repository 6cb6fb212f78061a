import type { Diagnostic } from '@topoforge/chem';

/** What a set of xtb-based charges is, for the user and the topology's provenance. */
export interface XtbChargeMethod {
  /** The spec's charge-type name. */
  readonly id: 'CM5' | '1.2xCM5' | 'XTB-RESP';
  /** What the numbers are, in words (e.g. 'GFN1-xTB CM5'). */
  readonly label: string;
  /** Program and version that made them, e.g. 'xtb 6.5.1'. */
  readonly program: string;
  readonly references: readonly string[];
  readonly notes: readonly string[];
}

export interface XtbChargeResult {
  /** e, in atom order; they sum to the net charge. */
  readonly charges: Float64Array;
  readonly method: XtbChargeMethod;
  readonly diagnostics: readonly Diagnostic[];
}

export const GFN1_REFERENCE =
  'S. Grimme, C. Bannwarth, P. Shushkov, J. Chem. Theory Comput. 2017, 13, 1989 (GFN1-xTB)';

export const programLabel = (version: string | undefined): string =>
  `xtb ${version ?? '(version not printed)'}`;
