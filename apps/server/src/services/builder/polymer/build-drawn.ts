import type { DrawnPolymer } from '@topoforge/chem';
import { drawnPolymer } from '@topoforge/chem';
import type { Polymer2dBody } from '@topoforge/contract';
import { badRequest } from '../../../kernel/http/errors.js';
import type { JobCall } from '../jobs/run-jobs.js';
import type { PolymerServices } from './build-chain.js';
import { buildChain, polymerRefusal } from './build-chain.js';

/**
 * The 2D polymer call (001 §7 "POST 2D polymer": cml, torsion, seed): the drawing is read here (chem's
 * drawnPolymer: a cheap parse, so a bad drawing answers at once) and the chain is built as the homopolymer
 * call builds it, with the drawing's repeat unit as the monomer's p-SMILES, its end groups as SMILES, its
 * label as the degree and its connectivity as the polytype; the chain joins the same ChainStore, so its
 * `number` serves the polymer atom-type and charge calls. Refusals of the drawing are
 * invalid-request/polymer-mrv (the spec's code 5); the angle rule of §5 is the homopolymer's.
 */
export async function buildDrawnChain(
  services: PolymerServices,
  body: Polymer2dBody,
  call: JobCall,
): Promise<{ mol2: string; number: number }> {
  if (body.cml.trim() === '') throw badRequest('invalid-request/polymer-mrv', { problem: 'empty' });
  let drawn: DrawnPolymer;
  try {
    drawn = drawnPolymer(body.cml);
  } catch (error) {
    throw polymerRefusal(error, 'homopolymer');
  }
  return buildChain(
    services,
    'homopolymer',
    {
      monomerlist: [drawn.psmiles],
      degree: drawn.degree,
      torsion: body.torsion,
      polytype: drawn.polytype,
      ...(body.seed === undefined ? {} : { seed: body.seed }),
      ...(drawn.head === undefined ? {} : { init: drawn.head }),
      ...(drawn.tail === undefined ? {} : { end: drawn.tail }),
    },
    call,
  );
}
