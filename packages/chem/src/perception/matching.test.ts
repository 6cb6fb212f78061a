import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchGraph } from './matching.js';
import { BlossomMatcher } from './matching.js';

const graphOf = (n: number, edges: readonly (readonly [number, number])[]): MatchGraph => {
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (const [a, b] of edges) {
    if (a === b || adj[a]!.includes(b)) continue;
    adj[a]!.push(b);
    adj[b]!.push(a);
  }
  return { size: n, adj };
};

const all = (): boolean => true;
const matchedCount = (m: BlossomMatcher): number => [...m.mate].filter((v) => v >= 0).length / 2;

/** Exhaustive maximum matching size, for graphs of a dozen vertices. */
function bruteForce(g: MatchGraph): number {
  const best = (free: number[]): number => {
    const [v, ...rest] = free;
    if (v === undefined) return 0;
    let b = best(rest);
    for (const u of g.adj[v]!) {
      if (rest.includes(u)) b = Math.max(b, 1 + best(rest.filter((x) => x !== u)));
    }
    return b;
  };
  return best(Array.from({ length: g.size }, (_, i) => i));
}

const isConsistent = (g: MatchGraph, mate: Int32Array): boolean =>
  [...mate].every((m, v) => m === -1 || (mate[m] === v && g.adj[v]!.includes(m)));

describe('BlossomMatcher', () => {
  it('finds the perfect matching of an odd ring with a tail that a greedy pass misses', () => {
    // Pentagon 0–4 with pendant 5 on vertex 0: greedy 1–2, 3–4 leaves 0 and 5 — fine; but greedy
    // 0–1, 2–3 leaves 4 and 5 free, and only an augmenting path through the blossom fixes it.
    const g = graphOf(6, [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 0],
      [0, 5],
    ]);
    const m = new BlossomMatcher(g);
    m.maximise(all, {
      greedy: [
        [0, 1],
        [2, 3],
      ],
    });
    expect(matchedCount(m)).toBe(3);
    expect(m.mate[5]).toBe(0);
  });

  it('matches the bipartite hexagonal lattice perfectly (naphthalene skeleton)', () => {
    const g = graphOf(10, [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
      [5, 0],
      [4, 6],
      [6, 7],
      [7, 8],
      [8, 9],
      [9, 3],
    ]);
    const m = new BlossomMatcher(g);
    m.maximise(all);
    expect(matchedCount(m)).toBe(5);
  });

  it('agrees with exhaustive search on random graphs (property)', () => {
    const arb = fc.integer({ min: 1, max: 11 }).chain((n) =>
      fc.tuple(
        fc.constant(n),
        fc.array(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 })), {
          maxLength: 25,
        }),
      ),
    );
    fc.assert(
      fc.property(arb, ([n, edges]) => {
        const g = graphOf(n, edges);
        const m = new BlossomMatcher(g);
        m.maximise(all, { greedy: edges });
        return isConsistent(g, m.mate) && matchedCount(m) === bruteForce(g);
      }),
      { numRuns: 400 },
    );
  });

  it('moves a free vertex along even alternating paths without changing the matching size', () => {
    const arb = fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 })), {
      maxLength: 20,
    });
    fc.assert(
      fc.property(arb, (edges) => {
        const g = graphOf(10, edges);
        const m = new BlossomMatcher(g);
        m.maximise(all, { greedy: edges });
        const size = matchedCount(m);
        const root = [...m.mate].findIndex((v) => v === -1);
        if (root < 0) return true;
        const { even } = m.search(root, {
          usable: all,
          isTarget: () => false,
          stopAtFirst: false,
          collectEven: true,
        });
        for (const { vertex, path } of even) {
          const copy = new BlossomMatcher(g);
          copy.mate.set(m.mate);
          if (!copy.flip(path)) return false;
          if (copy.mate[vertex] !== -1 || matchedCount(copy) !== size || !isConsistent(g, copy.mate))
            return false;
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it('rejects a stale path instead of corrupting the matching', () => {
    const g = graphOf(3, [
      [0, 1],
      [1, 2],
    ]);
    const m = new BlossomMatcher(g);
    expect(m.flip([0, 2])).toBe(false);
    expect([...m.mate]).toEqual([-1, -1, -1]);
  });
});
