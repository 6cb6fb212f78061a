import type { GrapheneRequest } from '../graphene/graphene.js';
import type { TubeType } from '../nanotube/from-diameter.js';
import type { NanotubeRequest } from '../nanotube/nanotube.js';

/**
 * The spec's carbon build bodies (001 §7), already shaped by the server's schema: POST graphene-square
 * {x, y, Rcc, terminal_H}; POST armchair or zigzag single-wall {circle, period, Rcc, terminal_H}; the
 * multi-wall calls add walls. `circle` is the (innermost) diameter in Å and `period` the number of
 * translational periods (README.md says why). The graphyne call {x, y, type, unit_cell} has no adapter:
 * chem carries no published bond-length set to build it with.
 */
export interface GrapheneBody {
  readonly x: number;
  readonly y: number;
  readonly Rcc?: number;
  readonly terminal_H?: boolean;
}

export interface NanotubeBody {
  readonly circle: number;
  readonly period: number;
  readonly Rcc?: number;
  readonly terminal_H?: boolean;
  readonly walls?: number;
}

export const grapheneRequestFromBody = (body: GrapheneBody): GrapheneRequest => ({
  x: body.x,
  y: body.y,
  ...(body.Rcc === undefined ? {} : { rcc: body.Rcc }),
  ...(body.terminal_H === undefined ? {} : { terminalH: body.terminal_H }),
});

export const nanotubeRequestFromBody = (type: TubeType, body: NanotubeBody): NanotubeRequest => ({
  tube: { type, diameter: body.circle },
  periods: body.period,
  ...(body.walls === undefined ? {} : { walls: body.walls }),
  ...(body.Rcc === undefined ? {} : { rcc: body.Rcc }),
  ...(body.terminal_H === undefined ? {} : { terminalH: body.terminal_H }),
});
