import type { PolymerUnit } from '@topoforge/chem';
import type { PolymerBuildJobResult } from './polymer-jobs.js';

/** Chains kept for the later polymer calls; the oldest is dropped past this. */
export const CHAIN_STORE_SIZE = 200;

/** A built chain as the polymer atom-type and charge calls will need it. */
export interface StoredChain extends PolymerBuildJobResult {
  /** The caller who built it (null: anonymous). */
  readonly userId: number | null;
  /** The chain's units by SMILES (as its provenance names them), shared with the unit cache. */
  readonly units: ReadonlyMap<string, PolymerUnit>;
}

/**
 * The chains built on this server, by `number` (001 §7: the build answers `number`, the page keeps it as
 * polymerNumber and sends it back as `polymer`). Numbers count up from 1 for the server's life.
 */
export class ChainStore {
  private readonly chains = new Map<number, StoredChain>();
  private last = 0;

  constructor(private readonly size = CHAIN_STORE_SIZE) {}

  add(chain: StoredChain): number {
    const number = ++this.last;
    this.chains.set(number, chain);
    while (this.chains.size > this.size) {
      const oldest = this.chains.keys().next().value;
      if (oldest === undefined) break;
      this.chains.delete(oldest);
    }
    return number;
  }

  get(number: number): StoredChain | undefined {
    return this.chains.get(number);
  }

  /**
   * The chain `number` for this caller: undefined when it is unknown, was dropped, or was built by another
   * user (a chain built by a signed-in user is theirs; one built anonymously is anyone's who has its number).
   */
  getFor(number: number, userId: number | null): StoredChain | undefined {
    const chain = this.chains.get(number);
    if (!chain || (chain.userId !== null && chain.userId !== userId)) return undefined;
    return chain;
  }
}
