import { describe, expect, it } from 'vitest';
import { graphDistances, partitionFromWire } from './cg-wire.js';

describe('cg-wire', () => {
  it('bead graph distances: |i − j| along a chain, -1 to a bead not connected', () => {
    const A = [
      [0, 1, 0, 0],
      [1, 0, 1, 0],
      [0, 1, 0, 0],
      [0, 0, 0, 0],
    ];
    expect(graphDistances(A)).toEqual([
      [0, 1, 2, -1],
      [1, 0, 1, -1],
      [2, 1, 0, -1],
      [-1, -1, -1, 0],
    ]);
  });

  it('reads the wire beads as 0-based atoms with weights, 1 when not given', () => {
    const partition = partitionFromWire([
      {
        nodeId: 'B1',
        children: [
          { nodeId: 'B1-1', id: 1 },
          { nodeId: 'B1-2', id: 2, weight: 0.5 },
        ],
      },
    ]);
    expect(partition).toEqual([{ atoms: [0, 1], weights: [1, 0.5] }]);
  });
});
