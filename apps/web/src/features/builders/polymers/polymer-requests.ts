import type {
  blockCopolymerBodySchema,
  homopolymerBodySchema,
  randomCopolymerBodySchema,
} from '@topoforge/contract';
import type { z } from 'zod';
import type { ChainSettings, PolymerForms, PolymerTab, RandomForm, TwoDForm } from './polymer-forms';
import { POLYMER_BOUNDS, round3 } from './polymer-forms';

/**
 * The checks of 001 §5 made on the page before a build is asked for (the server makes them again), and the
 * bodies of 001 §7 the forms give.
 */

/** A rule's text key under `polymer.rules` in the catalogue, with what it names. */
export interface RuleProblem {
  readonly key: PolymerRuleKey;
  readonly params?: Readonly<Record<string, number>>;
}

export type PolymerRuleKey =
  | 'monomerRequired'
  | 'degreeRequired'
  | 'degreeRange'
  | 'angleRequired'
  | 'angleRange'
  | 'seedRange'
  | 'addMonomerFirst'
  | 'monomerListIncomplete'
  | 'blockCount'
  | 'maxBlockRows'
  | 'maxMonomers'
  | 'matrixIncomplete'
  | 'matrixCell'
  | 'rowSum'
  | 'mrvRequired';

/** What a build tab posts: the route segment (homopolymer, block, random, 2d) and its body. */
export type BuildRequest =
  | { readonly kind: 'homopolymer'; readonly body: z.input<typeof homopolymerBodySchema> }
  | { readonly kind: 'block'; readonly body: z.input<typeof blockCopolymerBodySchema> }
  | { readonly kind: 'random'; readonly body: z.input<typeof randomCopolymerBodySchema> }
  | { readonly kind: '2d'; readonly body: TwoDBody };

/** 001 §7 "POST 2D polymer": the drawing (MRV, or the sketch's molfile), the torsion and the seed. */
export interface TwoDBody {
  readonly cml: string;
  readonly torsion?: number | 'random';
  readonly seed: number;
}

export type BuildCheck =
  | { readonly ok: true; readonly request: BuildRequest }
  | { readonly ok: false; readonly problem: RuleProblem };

const fail = (key: PolymerRuleKey, params?: Record<string, number>): BuildCheck => ({
  ok: false,
  problem: params === undefined ? { key } : { key, params },
});

const isInt = (x: number | null, min: number, max: number): boolean =>
  x !== null && Number.isInteger(x) && x >= min && x <= max;

type Angle = Pick<ChainSettings, 'torsion' | 'randomTorsion' | 'hasSeed' | 'seed'>;

/**
 * The angle and seed rules (001 §5, §9): unless the seed switch is on, an angle or the random-angle box
 * is required; an angle lies in −180…180; a seed in use is 1–10. Null when they hold.
 */
export function angleProblem(form: Angle): RuleProblem | null {
  if (!form.randomTorsion) {
    if (form.torsion === null && !form.hasSeed) return { key: 'angleRequired' };
    const [min, max] = POLYMER_BOUNDS.torsion;
    if (form.torsion !== null && !(form.torsion >= min && form.torsion <= max)) {
      return { key: 'angleRange', params: { min, max } };
    }
  }
  const [lo, hi] = POLYMER_BOUNDS.seed;
  if (form.hasSeed && !isInt(form.seed, lo, hi)) return { key: 'seedRange', params: { min: lo, max: hi } };
  return null;
}

/** Torsion and seed as sent: 'random' or the angle (absent when empty: the server's 180), seed −1 unused. */
function angleFields(form: Angle): { torsion?: number | 'random'; seed: number } {
  const seed = form.hasSeed && form.seed !== null ? form.seed : -1;
  if (form.randomTorsion) return { torsion: 'random', seed };
  return form.torsion === null ? { seed } : { torsion: form.torsion, seed };
}

function degreeProblem(dp: number | null, max: number): RuleProblem | null {
  if (dp === null) return { key: 'degreeRequired' };
  if (!isInt(dp, 1, max)) return { key: 'degreeRange', params: { min: 1, max } };
  return null;
}

/** The fields every chain build sends (001 §7): degree, torsion, polytype, seed, optional init and end. */
function chainFields(form: ChainSettings) {
  return {
    degree: form.dp ?? undefined,
    ...angleFields(form),
    polytype: form.polytype,
    ...(form.head.id === '' ? {} : { init: form.head.id }),
    ...(form.tail.id === '' ? {} : { end: form.tail.id }),
  };
}

function chainProblem(form: ChainSettings, maxDegree: number): RuleProblem | null {
  return degreeProblem(form.dp, maxDegree) ?? angleProblem(form);
}

function checkHomopolymer(forms: PolymerForms): BuildCheck {
  const form = forms.homopolymer;
  if (form.monomer.id === '') return fail('monomerRequired');
  const problem = chainProblem(form, POLYMER_BOUNDS.maxDegree.homopolymer);
  if (problem !== null) return { ok: false, problem };
  const body = { monomerlist: [form.monomer.id], probability: '' as const, ...chainFields(form) };
  return { ok: true, request: { kind: 'homopolymer', body } };
}

function checkBlock(forms: PolymerForms): BuildCheck {
  const form = forms.block;
  if (form.rows.length === 0) return fail('addMonomerFirst');
  if (form.rows.length > POLYMER_BOUNDS.maxMonomers) return fail('maxBlockRows');
  if (form.rows.some((row) => row.monomer.id === '')) return fail('monomerListIncomplete');
  const badRow = form.rows.findIndex((row) => !isInt(row.num, 1, POLYMER_BOUNDS.maxBlockCount));
  if (badRow >= 0) return fail('blockCount', { row: badRow + 1, min: 1, max: POLYMER_BOUNDS.maxBlockCount });
  const problem = chainProblem(form, POLYMER_BOUNDS.maxDegree.block);
  if (problem !== null) return { ok: false, problem };
  const body = {
    monomerlist: form.rows.map((row) => row.monomer.id),
    numberlist: form.rows.map((row) => row.num ?? 1),
    probability: '' as const,
    ...chainFields(form),
  };
  return { ok: true, request: { kind: 'block', body } };
}

/** The matrix rules of 001 §5: cells filled and 0–1, and in the probability type rows summing to 1. */
export function matrixProblem(form: RandomForm): RuleProblem | null {
  const comp = form.buildType === 'comp';
  const filled = form.matrix.every((row, i) => row.every((cell, j) => (comp && i === j) || cell !== null));
  const concentrations = !comp || form.monomers.every((m) => m.concentration !== null);
  if (!filled || !concentrations) return { key: 'matrixIncomplete' };
  const inRange = (x: number | null) => x === null || (x >= 0 && x <= 1);
  if (
    !form.matrix.every((row) => row.every(inRange)) ||
    !form.monomers.every((m) => inRange(m.concentration))
  ) {
    return { key: 'matrixCell' };
  }
  if (!comp) {
    // Rows sum to 1 to the matrix's 3 decimals, as the server checks them.
    const bad = form.matrix.findIndex(
      (row) => Math.round(row.reduce<number>((s, x) => s + (x ?? 0), 0) * 1000) !== 1000,
    );
    if (bad >= 0) return { key: 'rowSum', params: { row: bad + 1 } };
  }
  return null;
}

/** The random body's `probability` (001 §7): the matrix, or for reactive each concentration then its row. */
export function probabilityField(form: RandomForm): number[][] {
  const cells = form.matrix.map((row, i) =>
    row.map((x, j) => (form.buildType === 'comp' && i === j ? 1 : round3(x ?? 0))),
  );
  if (form.buildType === 'prob') return cells;
  return cells.map((row, i) => [round3(form.monomers[i]?.concentration ?? 0), ...row]);
}

function checkRandom(forms: PolymerForms): BuildCheck {
  const form = forms.random;
  if (form.monomers.length === 0) return fail('addMonomerFirst');
  if (form.monomers.length > POLYMER_BOUNDS.maxMonomers) return fail('maxMonomers');
  if (form.monomers.some((m) => m.monomer.id === '')) return fail('matrixIncomplete');
  const problem = matrixProblem(form) ?? chainProblem(form, POLYMER_BOUNDS.maxDegree.random);
  if (problem !== null) return { ok: false, problem };
  const body = {
    type: form.buildType === 'prob' ? ('probability' as const) : ('reactive' as const),
    monomerlist: form.monomers.map((m) => m.monomer.id),
    probability: probabilityField(form),
    forceconcentration: form.forcedConcentration ? (1 as const) : (0 as const),
    ...chainFields(form),
  };
  return { ok: true, request: { kind: 'random', body } };
}

/** 2D modelling (001 §5): the drawing is required (MRV text, or the sketch's molfile), then the angle rule. */
export function checkTwoD(form: TwoDForm, drawing: string): BuildCheck {
  if (drawing.trim() === '' || isEmptyMolfile(drawing)) return fail('mrvRequired');
  const problem = angleProblem(form);
  if (problem !== null) return { ok: false, problem };
  return { ok: true, request: { kind: '2d', body: { cml: drawing, ...angleFields(form) } } };
}

/** A molfile whose counts line says 0 atoms (an empty sketch). */
function isEmptyMolfile(text: string): boolean {
  const counts = text.split('\n')[3];
  return counts !== undefined && /V2000|V3000/.test(counts) && Number(counts.slice(0, 3)) === 0;
}

/** The checks and body of one build tab; the 2D tab's drawing is read by the page (checkTwoD). */
export function checkBuild(tab: Exclude<PolymerTab, 'twoD'>, forms: PolymerForms): BuildCheck {
  if (tab === 'homopolymer') return checkHomopolymer(forms);
  if (tab === 'block') return checkBlock(forms);
  return checkRandom(forms);
}
