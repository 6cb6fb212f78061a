import type { ForceFieldInfo } from '@topoforge/chem';
import { FORCE_FIELDS, findForceField, forceFieldList } from '@topoforge/chem';
import { computerListRoute, okEnvelope } from '@topoforge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { computerList } from '../src/services/builder/routes/topfile/computer-list.js';
import type { RunningServer } from './start-server.js';
import { startServer } from './start-server.js';

/*
 * GET topfile/computerlist (001 §2.6 variant D, §4): the force fields whose frameworks the mof-cof page
 * hands to lammps and moltemplate only. Expected from ADR 0015: the UFF family's angles and inversions
 * are cosine series GROMACS has no form for; DREIDING's (cosine-harmonic angle, funct 2) and ClayFF's
 * are not, and a force field the server cannot type is never listed.
 */

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.app.close();
});

const typed = (name: string, family: ForceFieldInfo['family']): ForceFieldInfo => ({
  ...(FORCE_FIELDS[0] as ForceFieldInfo),
  name,
  family,
  flows: ['mof'],
  typer: true,
});

describe('GET topfile/computerlist', () => {
  it('answers the typed force fields of the UFF family, each one the framework list offers', async () => {
    const response = await fetch(server.url(computerListRoute.path));
    expect(response.status).toBe(200);
    const listed = okEnvelope(z.array(z.string())).parse(await response.json()).data;
    expect(listed).toEqual(computerList());
    for (const name of listed) {
      expect(findForceField(name)?.family).toBe('uff');
      expect([...forceFieldList('mof'), ...forceFieldList('inorganic')]).toContain(name);
    }
  });

  it('lists UFF and UFF4MOF once typed, never DREIDING, ClayFF or an untyped force field', () => {
    const registry = [
      typed('UFF', 'uff'),
      typed('UFF4MOF', 'uff'),
      typed('DREIDING', 'dreiding'),
      typed('CLAYFF', 'clayff'),
      { ...typed('UFF-UNTYPED', 'uff'), typer: false },
    ];
    expect(computerList(registry)).toEqual(['UFF', 'UFF4MOF']);
  });
});
