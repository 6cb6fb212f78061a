import type { Molecule, UploadFlow } from '@topoforge/chem';
import type { ConvertRequest } from '../convert/conversions.js';
import {
  cellToMol2,
  convertStructure,
  mol2ToCell,
  readConversionSource,
  reduceMol2,
  sortMol2,
  writeConverted,
} from '../convert/conversions.js';

export const CONVERT_JOB = 'convert:structure';
export const CONVERT_READ_JOB = 'convert:read';
export const CONVERT_WRITE_JOB = 'convert:write';
export const CELL_TO_MOL2_JOB = 'convert:cell-to-mol2';
export const MOL2_TO_CELL_JOB = 'convert:mol2-to-cell';
export const SORT_MOL2_JOB = 'convert:sortmol2';
export const REDUCE_JOB = 'convert:reduce';

/** obabel/convert without --gen3d, and cell/tomol2: the request's fields. */
export type ConvertJobInput = Omit<ConvertRequest, 'other'>;

/** A structure after 3D generation, to be written as obabel/convert answers. */
export interface ConvertWriteJobInput {
  readonly molecule: Molecule;
  readonly out: string;
}

/** cell/mol2tocif and cell/mol2tovasp. */
export interface Mol2ToCellJobInput {
  readonly data: string;
  readonly out: 'cif' | 'vasp';
  readonly flow?: UploadFlow | undefined;
  readonly inp?: string | undefined;
}

/** coarsegrain/sortmol2, and obabel/reduce with its rule. */
export interface Mol2JobInput {
  readonly data: string;
  readonly flow?: UploadFlow | undefined;
}

export interface ReduceJobInput extends Mol2JobInput {
  readonly rule: readonly number[];
}

/**
 * The conversion calls (000 §7) as worker jobs: reading, perceiving (bonds, orders, rings across periodic
 * images) and writing a structure of thousands of atoms, or a pathological one, never holds the event
 * loop, and the job's time-out stops it. Each answers exactly what the call answered on the main thread;
 * refusals cross the thread with their code and data (kernel/jobs/job-errors.ts).
 */
export const convertJobs = {
  [CONVERT_JOB]: (input: ConvertJobInput) => convertStructure(input),
  [CONVERT_READ_JOB]: (input: ConvertJobInput) => readConversionSource(input),
  [CONVERT_WRITE_JOB]: (input: ConvertWriteJobInput) => writeConverted(input.molecule, input.out),
  [CELL_TO_MOL2_JOB]: (input: ConvertJobInput) => cellToMol2(input),
  [MOL2_TO_CELL_JOB]: (input: Mol2ToCellJobInput) => mol2ToCell(input.data, input.out, input.flow, input.inp),
  [SORT_MOL2_JOB]: (input: Mol2JobInput) => sortMol2(input.data, input.flow),
  [REDUCE_JOB]: (input: ReduceJobInput) => reduceMol2(input.data, input.rule, input.flow),
};
