/**
 * Picks one candidate structure per component so that the net charges add up to the requested
 * total at the least penalty: a knapsack over net charge (components are few, nets small). When the
 * total cannot be reached, the closest reachable sum is returned and the caller reports it.
 */
export interface ChargeCandidate {
  readonly net: number;
  readonly penalty: number;
}

export interface TotalChargeChoice {
  /** Index into each component's candidate list. */
  readonly picks: readonly number[];
  readonly total: number;
}

interface Step {
  readonly cost: number;
  readonly previous: number;
  readonly pick: number;
}

export function chooseCandidates(
  components: readonly (readonly ChargeCandidate[])[],
  target: number,
): TotalChargeChoice {
  const layers: Map<number, Step>[] = [];
  let frontier = new Map<number, Step>([[0, { cost: 0, previous: 0, pick: -1 }]]);
  for (const candidates of components) {
    const next = new Map<number, Step>();
    for (const [sum, step] of frontier) {
      candidates.forEach((c, pick) => {
        const s = sum + c.net;
        // A tiny charge for leaving the preferred structure keeps it whenever it reaches the target.
        const cost = step.cost + c.penalty + (pick === 0 ? 0 : 1e-6);
        const known = next.get(s);
        if (!known || cost < known.cost) next.set(s, { cost, previous: sum, pick });
      });
    }
    layers.push(next);
    frontier = next;
  }
  const total = [...frontier.keys()].reduce(
    (best, s) => {
      const d = Math.abs(s - target) - Math.abs(best - target);
      return d < 0 || (d === 0 && frontier.get(s)!.cost < frontier.get(best)!.cost) ? s : best;
    },
    [...frontier.keys()][0] ?? 0,
  );
  const picks = new Array<number>(components.length).fill(0);
  let sum = total;
  for (let k = layers.length - 1; k >= 0; k--) {
    const step = layers[k]!.get(sum)!;
    picks[k] = Math.max(0, step.pick);
    sum = step.previous;
  }
  return { picks, total };
}
