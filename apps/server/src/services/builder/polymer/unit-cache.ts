import type { PolymerUnit } from '@topoforge/chem';

/** Units kept: far more than the library (≈ 60 monomers, 15 end groups) plus users' own p-SMILES. */
export const UNIT_CACHE_SIZE = 500;

/**
 * The 3D units built so far, per p-SMILES (and number of `*`), for the server's life: Open Babel's
 * --gen3d is stochastic, so an identical request gives an identical chain only when its units are the
 * ones built before. A unit being built is shared with every request that needs it meanwhile; a failed
 * build is forgotten. Past UNIT_CACHE_SIZE the least recently used unit is dropped.
 */
export class UnitCache {
  private readonly units = new Map<string, Promise<PolymerUnit>>();

  constructor(private readonly size = UNIT_CACHE_SIZE) {}

  /** The unit of `smiles`, built by `build` when it is not kept. */
  get(smiles: string, stars: 1 | 2, build: () => Promise<PolymerUnit>): Promise<PolymerUnit> {
    const key = `${stars}:${smiles}`;
    const kept = this.units.get(key);
    if (kept) {
      this.units.delete(key);
      this.units.set(key, kept);
      return kept;
    }
    const built = build();
    this.units.set(key, built);
    built.catch(() => {
      if (this.units.get(key) === built) this.units.delete(key);
    });
    while (this.units.size > this.size) {
      const oldest = this.units.keys().next().value;
      if (oldest === undefined) break;
      this.units.delete(oldest);
    }
    return built;
  }

  get count(): number {
    return this.units.size;
  }
}
