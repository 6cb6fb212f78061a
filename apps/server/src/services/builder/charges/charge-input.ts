import type { Molecule, UploadFlow } from '@topoforge/chem';
import {
  atomLimitMessage,
  findFormat,
  SIZE_MESSAGE,
  UPLOAD_FLOWS,
  UPLOAD_SIZE_LIMIT_BYTES,
} from '@topoforge/chem';
import { badRequest } from '../../../kernel/http/errors.js';

/** The name parse errors print, so a message reads "data.mol2, line 7: …" (the request's data field). */
const DATA_FILE_NAME = 'data.mol2';

export interface ChargeInput {
  readonly molecule: Molecule;
  readonly flow: UploadFlow;
}

const isFlow = (name: string): name is UploadFlow => Object.hasOwn(UPLOAD_FLOWS, name);

/**
 * The mol2 of a charge call, checked as an upload is (spec 000 §5): at most 1 MB of UTF-8, readable
 * (a parse error names the line), one molecule, at least one atom and at most the flow's atom limit.
 */
export function readChargeInput(data: string, flowName: string | undefined): ChargeInput {
  const flow = flowName ?? 'molecule';
  if (!isFlow(flow)) {
    throw badRequest(
      'invalid-request',
      `body field 'flow': expected one of ${Object.keys(UPLOAD_FLOWS).join(', ')}, got '${flow}'`,
    );
  }
  if (Buffer.byteLength(data, 'utf8') > UPLOAD_SIZE_LIMIT_BYTES)
    throw badRequest('upload-size', SIZE_MESSAGE);
  const read = findFormat('mol2')?.read;
  if (!read) throw new Error('the mol2 reader is missing from the format registry');
  const { molecules } = read(data, { fileName: DATA_FILE_NAME });
  if (molecules.length !== 1) {
    throw badRequest('invalid-structure', {
      en: `${DATA_FILE_NAME}: expected one molecule, found ${molecules.length}`,
      zh: `${DATA_FILE_NAME}：应为一个分子，实际为 ${molecules.length} 个`,
    });
  }
  const molecule = molecules[0] as Molecule;
  if (molecule.atomCount === 0) {
    throw badRequest('invalid-structure', {
      en: `${DATA_FILE_NAME}: the molecule has no atoms`,
      zh: `${DATA_FILE_NAME}：分子中没有原子`,
    });
  }
  const limit = UPLOAD_FLOWS[flow].atomLimit;
  if (molecule.atomCount > limit) throw badRequest('upload-atom-count', atomLimitMessage(limit));
  return { molecule, flow };
}
