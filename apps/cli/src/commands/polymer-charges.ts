import type { ChargedUnit, ChargeMethod, PolymerResult, PolymerUnit } from '@topoforge/chem';
import { cappedUnitMolecule, chargesFromUnits, perceive, unitNetCharge } from '@topoforge/chem';
import { computeCharges } from '../charge-methods.js';

/**
 * `polymer … --charges METHOD` (issue 18.6): the chain's charges by transfer from H-capped units, as the
 * server's polymer charge call makes them. Each distinct unit (repeat units, end groups) is charged once as
 * its capped molecule by the command line's charge method (net charge: its formal charges), then chem's
 * chargesFromUnits maps them onto the chain (dropped caps folded into their atom, every unit at its net
 * charge, scale, 6 decimals). Answers the method's spec id and one charge per chain atom.
 */
export async function polymerChargesOf(
  result: PolymerResult,
  units: ReadonlyMap<string, PolymerUnit>,
  method: ChargeMethod,
  scale: number,
): Promise<Float64Array> {
  const bySmiles = new Map([...units.values()].map((u) => [u.smiles, u]));
  const charged = new Map<string, ChargedUnit>();
  for (const smiles of result.provenance.smiles) {
    const unit = bySmiles.get(smiles);
    if (!unit) throw new Error(`the chain's unit '${smiles}' was not built`);
    const netCharge = unitNetCharge(unit);
    const mol = perceive(cappedUnitMolecule(unit), { totalCharge: netCharge }).molecule;
    charged.set(smiles, { unit, charges: await computeCharges(mol, method, { netCharge, scale: 1 }) });
  }
  return chargesFromUnits(result.provenance, charged, { scale });
}
