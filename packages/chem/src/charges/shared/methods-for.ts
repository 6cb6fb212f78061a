import { symbolOf } from '../../core/elements.js';
import { findChargeMethod } from '../methods.js';
import type { ChargeMethod } from './charge-method.js';

/** The wizard flows whose charge lists differ (spec 000 §9: paths containing 'polymer', 'mof-cof'). */
export type ChargeFlow = 'general' | 'polymer' | 'mof-cof';

export interface UnavailableMethod {
  readonly method: ChargeMethod;
  readonly reason: string;
}

export interface MethodsForResult {
  /** Methods that can be offered, in the spec's order; '--' last. */
  readonly offered: readonly ChargeMethod[];
  /** Methods the spec lists here that TopoForge cannot offer for this structure, with the reason. */
  readonly unavailable: readonly UnavailableMethod[];
  /** XTB-RESP when offered (spec 000 §7), else the first offered method. */
  readonly defaultId: string;
}

/** Elements for which the spec offers the full general list (000 §9). */
const COMMON_ELEMENTS = new Set([1, 6, 7, 8, 9, 16, 17]);

const GENERAL_FULL = [
  'GNN-RESP',
  'XTB-RESP',
  'CM5',
  '1.2xCM5',
  'QEq',
  'MMFF94',
  'AM1-BCC',
  '1.14xCM1A-LBCC',
  '1.14xCM1A',
  '--',
];
const GENERAL_REDUCED = ['XTB-RESP', 'CM5', '1.2xCM5', 'QEq', '--'];
const POLYMER = ['1.14xCM1A', '1.14xCM1A-LBCC', 'GNN-RESP', 'XTB-RESP', 'CM5', '1.2xCM5', 'QEq', '--'];
const MOF_COF = [
  'Eqeq',
  'EEM',
  'GMP-QEq',
  'MEPO-QEq',
  'm-CBAC',
  'pacmof-MOF-REPEAT',
  'pacmof-COF-DDEC',
  '--',
];

function specList(elements: ReadonlySet<number>, flow: ChargeFlow): string[] {
  if (flow === 'polymer') return POLYMER;
  if (flow === 'mof-cof') return MOF_COF;
  return [...elements].every((z) => COMMON_ELEMENTS.has(z)) ? GENERAL_FULL : GENERAL_REDUCED;
}

/** Why `method` cannot be offered for these elements, or undefined when it can. */
function whyNot(method: ChargeMethod, elements: ReadonlySet<number>): string | undefined {
  if (method.unavailable) return method.unavailable;
  if (method.provider.kind === 'chem' && !method.provider.compute) return 'not available in this build';
  const covered = method.elements;
  if (covered === 'all') return undefined;
  const missing = [...elements].filter((z) => !covered.has(z));
  return missing.length > 0 ? `no parameters for ${missing.map(symbolOf).join(', ')}` : undefined;
}

/**
 * The charge types offered for a structure with these atomic numbers in this flow (spec 000 §9),
 * keeping only methods that really exist in TopoForge: the others come back in `unavailable` with
 * the reason, so that the UI can show them greyed out. One function for the server and the web app.
 */
export function chargeMethodsFor(atomicNumbers: Iterable<number>, flow: ChargeFlow): MethodsForResult {
  const elements = new Set(atomicNumbers);
  const offered: ChargeMethod[] = [];
  const unavailable: UnavailableMethod[] = [];
  for (const id of specList(elements, flow)) {
    const method = findChargeMethod(id);
    if (!method) continue;
    const reason = whyNot(method, elements);
    if (reason === undefined) offered.push(method);
    else unavailable.push({ method, reason });
  }
  const defaultId = offered.find((m) => m.id === 'XTB-RESP')?.id ?? offered[0]?.id ?? '--';
  return { offered, unavailable, defaultId };
}
