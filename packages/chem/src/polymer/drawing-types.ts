import { ChemError } from '../core/errors.js';
import type { ErrorData } from '../core/errors.js';

/** A structural repeat unit (SRU) bracket of a drawing. */
export interface DrawnSru {
  /** The Sgroup's name in messages: MRV id ('sg1') or molfile number ('1'). */
  readonly id: string;
  /** 0-based atoms inside the bracket. */
  readonly atoms: readonly number[];
  /** The bracket label (Marvin `title`, molfile SMT / LABEL); undefined when none is written. */
  readonly label: string | undefined;
  /** Marvin `connect` / molfile SCN, lower case: ht, hh, eu; undefined when none is written. */
  readonly connect: string | undefined;
}

/** What the drawing gets wrong, as `data.problem` of the refusal (rule 'mrv'). */
export type DrawingProblem =
  | 'empty'
  | 'unreadable'
  | 'structures'
  | 'no-sru'
  | 'sru-count'
  | 'sru-atoms'
  | 'sru-label'
  | 'crossing-bonds'
  | 'disconnected'
  | 'star-atom'
  | 'valence'
  | 'too-large'
  | 'sru-connect';

/**
 * A refusal of a drawing: ChemError 'invalid-request' with `data.rule` 'mrv' (the server's
 * invalid-request/polymer-mrv, the spec's code 5) and `data.problem`, plus the atom, Sgroup or line.
 */
export const drawingError = (problem: DrawingProblem, message: string, data: ErrorData = {}): ChemError =>
  new ChemError('invalid-request', message, [], { rule: 'mrv', problem, ...data });
