import { existsSync } from 'node:fs';
import type { System } from '@topoforge/chem';
import { findEngine, isTopoForgeError, systemToWire } from '@topoforge/chem';
import type { TopologyPayload } from '@topoforge/contract';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { periodicChain } from '../../../../../../packages/chem/src/writers/testing/materials.js';
import { HttpError } from '../../../kernel/http/errors.js';
import { topologyZip } from './topology-zip.js';

/*
 * The topology download's reactive option (issue 19 item 5): LAMMPS with AIREBO or Tersoff gets the
 * potential's file from lammps-data (read at run time) in the zip; other softwares and other elements
 * are refused. The parameter set is chem's hand-made periodic (CH)12 chain, bonded across its cell.
 */
const POTENTIALS = '/usr/share/lammps/potentials';
const SERVER = { name: 'TopoForge', version: 'test', lammpsPotentials: POTENTIALS };

function payload(system: System, reactive: 'airebo' | 'tersoff'): TopologyPayload {
  const v = system.molecule.cell!.vectors;
  return {
    ...systemToWire(system),
    meta: {
      inputSha256: 'c0ffee0000000000000000000000000000000000000000000000000000000000',
      forceFields: ['test'],
      backup: null,
      waterModel: null,
      chargeMethod: 'fixed test charges',
      program: { name: 'TopoForge', version: 'test' },
      cell: [...v[0], ...v[1], ...v[2]],
      estimated: { atoms: 0, bonds: 0, angles: 0, dihedrals: 0, impropers: 0 },
    },
    resname: 'CHN',
    reactive,
  };
}

function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('nothing was thrown');
}

describe.skipIf(!existsSync(`${POTENTIALS}/CH.airebo`))('topology zip with the reactive option', () => {
  const chain = periodicChain({ forms: 'dreiding' });
  const lammps = findEngine('lammps')!;

  it('LAMMPS + airebo: atomic data with image flags, the AIREBO input and CH.airebo from lammps-data', () => {
    const zip = unzipSync(topologyZip(lammps, payload(chain, 'airebo'), SERVER).bytes);
    expect(Object.keys(zip).sort()).toEqual([
      'CH.airebo',
      'CHN.data',
      'README.txt',
      'in.CHN',
      'manifest.json',
    ]);
    expect(strFromU8(zip['CH.airebo']!)).toContain('Stuart, Tutein and Harrison');
    expect(strFromU8(zip['in.CHN']!)).toContain('pair_coeff      * * CH.airebo C H');
    const data = strFromU8(zip['CHN.data']!);
    expect(data).toContain('Atoms # atomic');
    expect(data).not.toContain('Bonds');
    const readme = strFromU8(zip['README.txt']!);
    expect(readme).toContain('reactive: AIREBO (CH.airebo) replaces the force field in these files');
    expect(readme).toContain('Units: LAMMPS units metal: Å, eV, g/mol');
    const manifest = JSON.parse(strFromU8(zip['manifest.json']!)) as Record<string, unknown>;
    expect(manifest['reactive']).toMatchObject({ name: 'AIREBO', file: 'CH.airebo' });
    expect(manifest['counts']).toEqual({
      atoms: 24,
      bonds: 0,
      angles: 0,
      dihedrals: 0,
      impropers: 0,
      pairs: 0,
    });
  });

  it('refuses tersoff for hydrogens, the option for GROMACS, and answers 503 without lammps-data', () => {
    const tersoff = thrown(() => topologyZip(lammps, payload(chain, 'tersoff'), SERVER));
    expect(isTopoForgeError(tersoff) && tersoff.code).toBe('unsupported-form');
    const gromacs = thrown(() => topologyZip(findEngine('gromacs')!, payload(chain, 'airebo'), SERVER));
    expect(isTopoForgeError(gromacs) && gromacs.message).toContain('GROMACS has no reactive pair style');
    const missing = thrown(() =>
      topologyZip(lammps, payload(chain, 'airebo'), { ...SERVER, lammpsPotentials: '/nonexistent' }),
    );
    expect(missing).toBeInstanceOf(HttpError);
    expect([(missing as HttpError).statusCode, (missing as HttpError).code]).toEqual([
      503,
      'reactive-potential-missing',
    ]);
    expect((missing as HttpError).message).toBe(
      "the reactive option needs CH.airebo from Debian's lammps-data, which is not in /nonexistent",
    );
  });
});
