import type { TopfileSoftware, TopologyPayload } from '@topoforge/contract';
import { RESNAME_DEFAULT } from '@topoforge/contract';
import { findEngine } from '@topoforge/chem';
import { toErrorAnswer } from '../../../../kernel/http/errors.js';
import type { Language } from '../../../../kernel/http/language.js';
import { topologyRequest } from '../../topology/build-system.js';
import { topfileSoftwares } from '../../topology/writers.js';

/**
 * POST topfile/softwares (issue 15.6): the software list of GET topfile/softwares for one parameter set.
 * The set is read once as the download reads it (its malformed tables and placeholder types are the
 * download's 400s); then every writer is asked whether it would write that System (check → convert,
 * nothing printed). A refusal is worded by the error map exactly as POST topfile/<id> would answer it,
 * in the request's language, so the tooltip and the failed download could never say different things.
 * The supercell is the dialog's to ask afterwards: the check is of the set as sent, 1,1,1.
 */
export function checkSoftwares(payload: TopologyPayload, lang: Language): TopfileSoftware[] {
  const request = topologyRequest({
    ...payload,
    resname: payload.resname ?? RESNAME_DEFAULT,
    supercell: null,
  });
  // With the reactive option only LAMMPS can write, and only the elements its potential covers.
  const options = { residueName: request.resname, reactive: payload.reactive ?? undefined };
  return topfileSoftwares().map((software) => {
    const entry = software.available ? findEngine(software.id) : undefined;
    const refusal = entry?.refusal(request.system, options);
    if (refusal === undefined) return software;
    return { ...software, available: false, reason: toErrorAnswer(refusal, lang).body.msg };
  });
}
