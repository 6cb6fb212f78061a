import type { Molecule, UploadFlow } from '@topoforge/chem';
import { atomCountFailure, findFormat, isUploadFlow, sizeFailure, UPLOAD_FLOWS } from '@topoforge/chem';
import { badRequest } from '../../../kernel/http/errors.js';
import { uploadRefused } from '../convert/input-checks.js';

/** The name parse errors print, so a message reads "data.mol2, line 7: …" (the request's data field). */
const DATA_FILE_NAME = 'data.mol2';

export interface ChargeInput {
  readonly molecule: Molecule;
  readonly flow: UploadFlow;
}

/**
 * The mol2 of a charge call, checked as an upload is (spec 000 §5): at most 1 MB of UTF-8, readable
 * (a parse error names the line), one molecule, at least one atom and at most the flow's atom limit.
 */
export function readChargeInput(data: string, flowName: string | undefined): ChargeInput {
  const flow = flowName ?? 'molecule';
  if (!isUploadFlow(flow))
    throw badRequest('invalid-request/flow', { flow, flows: Object.keys(UPLOAD_FLOWS) });
  const tooLarge = sizeFailure(Buffer.byteLength(data, 'utf8'));
  if (tooLarge) throw uploadRefused(tooLarge);
  const read = findFormat('mol2')?.read;
  if (!read) throw new Error('the mol2 reader is missing from the format registry');
  const { molecules } = read(data, { fileName: DATA_FILE_NAME });
  if (molecules.length !== 1) {
    throw badRequest('invalid-structure/molecule-count', { file: DATA_FILE_NAME, count: molecules.length });
  }
  const molecule = molecules[0] as Molecule;
  if (molecule.atomCount === 0) {
    throw badRequest('invalid-structure/no-atoms', { file: DATA_FILE_NAME });
  }
  const tooMany = atomCountFailure(flow, molecule.atomCount);
  if (tooMany) throw uploadRefused(tooMany);
  return { molecule, flow };
}
