import { describe, expect, it } from 'vitest';
import { buildGraphene } from '../graphene/graphene.js';
import { buildNanotube } from '../nanotube/nanotube.js';
import { TUBE_LIMITS } from '../nanotube/limits.js';
import { grapheneRequestFromBody, nanotubeRequestFromBody } from './spec-body.js';

describe('spec bodies (001 §7) to carbon requests', () => {
  it('graphene-square {x, y, Rcc, terminal_H}', () => {
    const request = grapheneRequestFromBody({ x: 2, y: 3, Rcc: 1.4, terminal_H: true });
    expect(request).toEqual({ x: 2, y: 3, rcc: 1.4, terminalH: true });
    expect(buildGraphene(request).description.hydrogenCount).toBe(2 * 2 + 4 * 3);
  });

  it('the spec defaults (circle 6, period 2, walls 1) build a (4,4) tube two periods long', () => {
    const { circle, period } = { circle: TUBE_LIMITS.diameter.default, period: TUBE_LIMITS.length.default };
    const d = buildNanotube(nanotubeRequestFromBody('armchair', { circle, period })).description;
    expect([d.walls[0]!.n, d.walls[0]!.m, d.periods, d.walls.length]).toEqual([4, 4, 2, 1]);
  });

  it('multi-wall zigzag {circle, period, Rcc, walls, terminal_H}', () => {
    const request = nanotubeRequestFromBody('zigzag', {
      circle: 8,
      period: 1,
      Rcc: 1.42,
      walls: 2,
      terminal_H: false,
    });
    expect(request).toEqual({
      tube: { type: 'zigzag', diameter: 8 },
      periods: 1,
      walls: 2,
      rcc: 1.42,
      terminalH: false,
    });
    expect(buildNanotube(request).description.walls.map((w) => w.n)).toEqual([10, 19]);
  });
});
