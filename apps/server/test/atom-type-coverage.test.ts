import { readFileSync } from 'node:fs';
import type { AtomTypeOption } from '@topoforge/contract';
import { builderPath } from '@topoforge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './start-server.js';
import { startServer } from './start-server.js';

/**
 * Pentafluorosulfanylbenzene, C6H5SF5 (Open Babel --gen3d from FS(F)(F)(F)(F)c1ccccc1). GAFF types every
 * atom (s6 and f for the SF5 group, gaff.dat has both); oplsaa.ff has no type for a sulfur with six bonds
 * (its sulfurs are thiols, sulfides, sulfoxides and sulfones), so OPLS-AA/L leaves the S untyped while it
 * types the ring. It is chosen to stay partial while OPLS-AA/L's heteroaromatic rules grow.
 */
const SF5_BENZENE = readFileSync(
  new URL('./fixtures/typing/pentafluorosulfanylbenzene.mol2', import.meta.url),
  'utf8',
);

/** Methylruthenium, C–Ru (2.0 Å): no force field TopoForge types has types for Ru. */
const METHYL_RUTHENIUM = `@<TRIPOS>MOLECULE
CH3Ru
 5 4 1 0 0
SMALL
NO_CHARGES

@<TRIPOS>ATOM
      1 C1          0.0000    0.0000    0.0000 C.3     1 MOL   0
      2 Ru2         2.0000    0.0000    0.0000 Ru      1 MOL   0
      3 H3         -0.3630    1.0270    0.0000 H       1 MOL   0
      4 H4         -0.3630   -0.5130    0.8890 H       1 MOL   0
      5 H5         -0.3630   -0.5130   -0.8890 H       1 MOL   0
@<TRIPOS>BOND
     1     1     2    1
     2     1     3    1
     3     1     4    1
     4     1     5    1
`;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.app.close();
});

async function atomType(data: string, forcefield: string, lang = 'en') {
  const response = await fetch(server.url(builderPath('forcefield/atomtype')), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: JSON.stringify({ data, forcefield }),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown; msg?: string } };
}

describe('POST forcefield/atomtype with several force fields (issue 16 item 2)', () => {
  it('keeps GAFF options for the atoms OPLS-AA/L cannot type, and both where both type', async () => {
    const { status, body } = await atomType(SF5_BENZENE, 'SPCE+GAFF+OPLS-AA/L');
    expect(status, JSON.stringify(body)).toBe(200);
    const options = body.data as AtomTypeOption[][];
    expect(options).toHaveLength(17);
    // The sulfur (atom 2): GAFF's s6 only. gaff.dat: "s6  sp3 S with four or more connected atoms".
    expect(options[1]).toEqual([{ name: 'GAFF', type: 's6' }]);
    // The ring carbons and hydrogens: GAFF's ca/ha, then OPLS-AA/L's aromatic CA/HA (opls_145/opls_146).
    for (const i of [7, 8, 9, 10]) {
      expect(options[i]).toEqual([
        { name: 'GAFF', type: 'ca' },
        { name: 'OPLS-AA/L', type: 'opls_145' },
      ]);
    }
    expect(options[13]).toEqual([
      { name: 'GAFF', type: 'ha' },
      { name: 'OPLS-AA/L', type: 'opls_146' },
    ]);
  });

  it('GAFF types are the same alone and beside OPLS-AA/L', async () => {
    const both = (await atomType(SF5_BENZENE, 'GAFF+OPLS-AA/L')).body.data as AtomTypeOption[][];
    const alone = (await atomType(SF5_BENZENE, 'GAFF')).body.data as AtomTypeOption[][];
    expect(both.map((o) => o[0])).toEqual(alone.map((o) => o[0]));
  });

  it('an atom no selected force field types is a 400 naming the atom, the force fields and why', async () => {
    const opls = await atomType(SF5_BENZENE, 'OPLS-AA/L');
    expect(opls.status).toBe(400);
    // oplsaa.ff has no sulfur with six bonds, so OPLS-AA/L alone leaves atom 2 (S) untyped.
    expect(opls.body.msg).toBe(
      'atom 2 (S) has no atom type in any selected force field (OPLS-AA/L); select a force field that covers ' +
        'it (Atom 2 (S) with 6 bonded atoms matches no OPLS-AA typing rule)',
    );
    const ru = await atomType(METHYL_RUTHENIUM, 'GAFF+OPLS-AA/L', 'zh');
    expect(ru.status).toBe(400);
    expect(ru.body.msg).toBe(
      '原子 2（Ru）在所选力场（GAFF, OPLS-AA/L）中均没有原子类型；请选择能覆盖该原子的力场',
    );
  });
});
