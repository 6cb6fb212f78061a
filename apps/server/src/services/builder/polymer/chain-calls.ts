import type { ChargedUnit } from '@topoforge/chem';
import { cappedUnitMolecule, chargesFromUnits, findChargeMethod, unitNetCharge } from '@topoforge/chem';
import type { PolymerAtomTypeBody, PolymerChargeBody } from '@topoforge/contract';
import { POLYMER_CHARGE_TYPES } from '@topoforge/contract';
import type { AuthUser } from '../../../kernel/auth/auth-user.js';
import { HttpError, badRequest } from '../../../kernel/http/errors.js';
import { PreparedJson } from '../../../kernel/http/prepared-json.js';
import type { ChargeServices } from '../charges/compute-charges.js';
import { chargesFor } from '../charges/compute-charges.js';
import { writeMol2 } from '../convert/to-mol2.js';
import type { JobCall } from '../jobs/run-jobs.js';
import { runAtomTypes } from '../jobs/run-jobs.js';
import type { ChainStore, StoredChain } from './chain-store.js';

/** The stored chain `polymer` for this caller, or 404 polymer-not-found (unknown, dropped, someone else's). */
export function chainFor(chains: ChainStore, polymer: number, userId: number | null): StoredChain {
  const chain = chains.getFor(polymer, userId);
  if (!chain) throw new HttpError(404, 'polymer-not-found', { polymer });
  return chain;
}

/**
 * 001 §7 polymer atom types: the stored chain's mol2 typed by the general atom-type job (the same options
 * and refusals), answered with `atom_number` and `sequence` beside `data`. The envelope comes from the
 * worker as JSON text; the two fields are added to its end rather than parsing thousands of rows again.
 */
export async function polymerAtomTypes(
  chains: ChainStore,
  body: PolymerAtomTypeBody,
  call: JobCall,
  premium: boolean,
): Promise<PreparedJson> {
  const chain = chainFor(chains, body.polymer, call.userId);
  const typed = await runAtomTypes(call, { data: chain.mol2, forcefield: body.forcefield, premium });
  const extra = JSON.stringify({ atom_number: chain.atomCount, sequence: chain.sequence });
  return new PreparedJson(`${typed.text.slice(0, -1)},${extra.slice(1)}`);
}

export interface PolymerChargeCall {
  readonly user: AuthUser | null;
  readonly signal: AbortSignal;
  readonly ticket?: string | undefined;
}

/**
 * 001 §7 polymer charge: each distinct unit of the chain is charged once as its H-capped molecule through
 * the general charge call (its checks, time-outs and job ticket; scale 1, net charge its formal charges),
 * then chem's chargesFromUnits maps those charges onto the chain (caps folded, every unit at its net
 * charge, the scale, 6 decimals). '--' answers zeros, as the general flow computes nothing for it.
 */
export async function polymerCharges(
  chains: ChainStore,
  charges: ChargeServices,
  body: PolymerChargeBody,
  call: PolymerChargeCall,
): Promise<number[]> {
  const chain = chainFor(chains, body.polymer, call.user?.id ?? null);
  const id = POLYMER_CHARGE_TYPES.find((t) => t.toLowerCase() === body.chargetype.trim().toLowerCase());
  const method = id === undefined ? undefined : findChargeMethod(id);
  if (!method) {
    throw badRequest('invalid-request/polymer-chargetype', {
      chargetype: body.chargetype,
      known: POLYMER_CHARGE_TYPES,
    });
  }
  if (method.provider.kind === 'none') return new Array<number>(chain.atomCount).fill(0);
  const charged = new Map<string, ChargedUnit>();
  for (const smiles of chain.provenance.smiles) {
    const unit = chain.units.get(smiles);
    if (!unit) throw new Error(`polymer chain ${body.polymer} lacks its unit '${smiles}'`);
    const answer = await chargesFor(charges, method, {
      data: writeMol2(cappedUnitMolecule(unit)),
      charge: unitNetCharge(unit),
      scale: 1,
      user: call.user,
      signal: call.signal,
      ticket: call.ticket,
    });
    charged.set(smiles, { unit, charges: answer.charges });
  }
  return Array.from(chargesFromUnits(chain.provenance, charged, { scale: body.scale }));
}
