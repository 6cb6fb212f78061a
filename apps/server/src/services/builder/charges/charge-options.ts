import type { ChargeFlow, ChargeMethod } from '@topoforge/chem';
import { chargeMethodsFor, chargeOptions } from '@topoforge/chem';
import type { ChargeOptionsAnswer, ProgramReport } from '@topoforge/contract';
import { unavailableReason } from '@topoforge/engines';
import { readChargeInput } from './charge-input.js';
import { chargeSlug } from './charge-types.js';
import { programMissing } from './charge-checks.js';

type ChargeType = ChargeOptionsAnswer['types'][number];

const typeOf = (method: ChargeMethod, reason: string | undefined): ChargeType => ({
  id: method.id,
  ...(method.provider.kind === 'none' ? {} : { slug: chargeSlug(method) }),
  available: reason === undefined,
  ...(reason === undefined ? {} : { reason }),
});

/**
 * What step 1 stores after a structure is generated (spec 000 §4, §5, §9): the net-charge options by
 * parity (default the third) and the charge types for its elements in this wizard family. A type chem
 * offers is still unavailable here when this server lacks its program (xtb, MOPAC) or implementation.
 */
export function chargeOptionsFor(
  data: string,
  flow: string | undefined,
  family: ChargeFlow,
  programs: ProgramReport,
): ChargeOptionsAnswer {
  const { molecule } = readChargeInput(data, flow);
  const { offered, unavailable } = chargeMethodsFor(molecule.elements, family);
  const checked = offered.map((m) => typeOf(m, programMissing(m, programs) ?? serverReason(m)));
  const types = [
    ...checked.filter((t) => t.available),
    ...checked.filter((t) => !t.available),
    ...unavailable.map((u) => typeOf(u.method, u.reason)),
  ];
  const defaultType =
    types.find((t) => t.available && t.id === 'XTB-RESP')?.id ?? types.find((t) => t.available)?.id;
  const { options, defaultCharge } = chargeOptions(molecule);
  return { charges: { options: [...options], defaultCharge }, types, defaultType: defaultType ?? '--' };
}

/** '--' is always offered (it calls nothing); other types need an implementation in this build. */
const serverReason = (method: ChargeMethod): string | undefined =>
  method.provider.kind === 'none' ? undefined : unavailableReason(method);
