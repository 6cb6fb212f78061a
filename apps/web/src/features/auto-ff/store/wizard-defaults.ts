import type { AtomTypeOption, ParameterSet } from '@topoforge/contract';
import type { Row, TableName } from '../../../widgets/parameter-tables/tables';

/** An atom of the structure as the wizard keeps it (000 §3 "Atom"). */
export interface WizardAtom {
  readonly label: string;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly id: number;
  readonly charge: number;
}

/** A charge type offered for the structure (from charge/options). */
export interface ChargeTypeChoice {
  readonly id: string;
  readonly slug?: string;
  readonly available: boolean;
  readonly reason?: string;
}

/** Atom-type table row of 000 §3: id, key, element, atomtype (force field), type. */
export interface AtomTypeRow {
  readonly id: number;
  readonly key: string;
  readonly element: string;
  readonly atomtype: string;
  readonly type: string;
}

/** One row the user edited in step 3: replayed over the parameter set's tables (a reload keeps it). */
export interface ParameterEdit {
  readonly table: TableName;
  readonly index: number;
  readonly row: Row;
}

/** The shared wizard state of spec 000 §3, with its defaults (000 §9, 002 §9). */
export interface WizardData {
  readonly originalFileName: string;
  readonly originalFileContent: string;
  /** The sketch's molfile as drawn (before 3D generation). */
  readonly originalMol: string;
  /** The mol2 of the generated structure, kept to restore after changes. */
  readonly originalMol2: string;
  /** The mol2 the next steps work on. */
  readonly mol2: string;
  readonly atoms: readonly WizardAtom[];
  /** Step index, 1 to 3. */
  readonly active: number;
  /** The chosen force fields joined by '+'. */
  readonly force: string;
  readonly waterModel: string;
  /** Water models the server supports; step 2 and 3 tell water atoms by these names. */
  readonly waterForceTypes: readonly string[];
  readonly charge: number;
  readonly chargeOptions: readonly number[];
  readonly chargeType: string;
  readonly chargeTypeOptions: readonly ChargeTypeChoice[];
  readonly chargeResult: readonly number[];
  /** The AM1 attempt step 2's last charges came from (the charge-source header); '' when none was named. */
  readonly chargeSource: string;
  readonly searchMode: 'fuzzy' | 'accurate';
  readonly atomTypeOriginal: readonly (readonly AtomTypeOption[])[];
  readonly atomTypeTable: readonly AtomTypeRow[];
  readonly scale: number;
  readonly hessian: string;
  readonly use_mseminario: number;
  readonly vibrational_scaling: number;
  readonly crystal: boolean;
  readonly modelHidden: boolean;
  readonly useBondLength: boolean;
  readonly useBondAngle: boolean;
  readonly selectedForces: readonly string[];
  /** The answer of forcefield/param (step 2's Next); step 3 shows and edits it. Null until then. */
  readonly parameterSet: ParameterSet | null;
  /** Step 3's edits of that parameter set, in order (a new parameter set starts them afresh). */
  readonly parameterEdits: readonly ParameterEdit[];
  /** The builder page this state belongs to: a reload of that page restores it, any other page starts afresh. */
  readonly builderId: string;
}

export const WIZARD_DEFAULTS: WizardData = {
  originalFileName: '',
  originalFileContent: '',
  originalMol: '',
  originalMol2: '',
  mol2: '',
  atoms: [],
  active: 1,
  force: 'GAFF',
  waterModel: 'SPCE',
  waterForceTypes: [],
  charge: 0,
  chargeOptions: [],
  // XTB-RESP is the spec's default charge path (000 §7); the options call confirms or replaces it.
  chargeType: 'XTB-RESP',
  chargeTypeOptions: [],
  chargeResult: [],
  chargeSource: '',
  searchMode: 'fuzzy',
  atomTypeOriginal: [],
  atomTypeTable: [],
  scale: 1,
  hessian: '',
  use_mseminario: 0,
  vibrational_scaling: 1,
  crystal: false,
  modelHidden: true,
  useBondLength: false,
  useBondAngle: false,
  selectedForces: [],
  parameterSet: null,
  parameterEdits: [],
  builderId: '',
};
