import { builderPath } from '@topoforge/contract';
import { describe, expect, it } from 'vitest';
import type { TestServer } from './support/databases.js';
import { describeOnDatabases, startOnDatabase } from './support/databases.js';

/**
 * Issue 14, items 1 and 6: inputs that froze the server (a 2-atom NaCl cell of 0.05 Å: minutes of
 * periodic ring search on the event loop, SIGTERM ignored) or answered 500 (500 copies of one atom:
 * "Maximum call stack size exceeded") are refused with a 400 naming the cell or the atoms; and every
 * conversion call runs as a job in a worker thread (recorded in `jobs`, stopped by its time-out).
 */
interface Answer {
  readonly status: number;
  readonly body: { status: number; code?: string; msg: string; error?: string; data?: unknown };
}

async function post(server: TestServer, path: string, body: unknown, lang = 'en'): Promise<Answer> {
  const response = await fetch(server.url(builderPath(path)), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** A two-atom NaCl CIF with all three cell lengths `a` Å (no symmetry operators), items several to a line. */
const naclCif = (a: number): string =>
  `data_tiny\n_cell_length_a ${a} _cell_length_b ${a} _cell_length_c ${a}\n` +
  '_cell_angle_alpha 90 _cell_angle_beta 90 _cell_angle_gamma 90\n' +
  'loop_ _atom_site_label _atom_site_type_symbol _atom_site_fract_x _atom_site_fract_y _atom_site_fract_z\n' +
  'Na1 Na 0 0 0\nCl1 Cl 0.5 0.5 0.5\n';

/** The same two atoms as a mol2 with a CRYSIN record and no bonds (so they are perceived across images). */
const naclMol2 = (a: number): string =>
  [
    '@<TRIPOS>MOLECULE',
    'tiny',
    ' 2 0 1 0 0',
    'SMALL',
    'NO_CHARGES',
    '',
    '@<TRIPOS>ATOM',
    `      1 Na     0.0000 0.0000 0.0000 Na    1 SLT   0.0000`,
    `      2 Cl     ${a / 2} ${a / 2} ${a / 2} Cl    1 SLT   0.0000`,
    '@<TRIPOS>CRYSIN',
    `${a} ${a} ${a} 90 90 90 1 1`,
    '',
  ].join('\n');

const coincidentXyz = (n: number): string => `${n}\nsame place\n${'C 0 0 0\n'.repeat(n)}`;

describeOnDatabases('conversions refuse meaningless structures', (server) => {
  it('cell/tomol2 answers a 0.05 Å NaCl cell at once with a 400 naming the cell', async () => {
    const answer = await post(server(), 'cell/tomol2', { data: naclCif(0.05), inp: 'cif' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid-cell');
    expect(answer.body.error).toContain('a = 0.050 Å');
    expect(answer.body.error).toContain('shorter than 1.66 Å');
    const zh = await post(server(), 'cell/tomol2', { data: naclCif(0.5), inp: 'cif' }, 'zh');
    expect(zh.status).toBe(400);
    expect(zh.body.error).toMatch(/^晶胞无效：.*a = 0\.500 Å/);
  });

  it('obabel/convert answers a mol2 whose CRYSIN is 0.05 Å with a 400 naming the cell', async () => {
    const answer = await post(server(), 'obabel/convert', { data: naclMol2(0.05), inp: 'mol2', out: 'mol2' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid-cell');
    expect(answer.body.error).toContain('a = 0.050 Å');
  });

  it('obabel/convert answers 500 atoms at one point with a 400 naming the atoms, not a 500', async () => {
    const answer = await post(server(), 'obabel/convert', { data: coincidentXyz(500), inp: 'xyz' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid-molecule');
    expect(answer.body.error).toMatch(/^Atoms 1 and 2 are at the same place/);
  });

  it('still converts a real cell (CsCl-type NaCl, 2.82 Å) and records each conversion as a worker job', async () => {
    const answer = await post(server(), 'cell/tomol2', { data: naclCif(2.82), inp: 'cif' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toContain('@<TRIPOS>CRYSIN');
    const rows = await server()
      .db.selectFrom('jobs')
      .select(['kind', 'status'])
      .where('kind', 'like', 'convert:%')
      .execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { kind: 'convert:cell-to-mol2', status: 'succeeded' },
        { kind: 'convert:cell-to-mol2', status: 'failed' },
        { kind: 'convert:structure', status: 'failed' },
      ]),
    );
  });
});

describe('conversions under the job time-out', () => {
  it('stops a conversion past JOB_TIMEOUT_MS with 504 and keeps answering others', async () => {
    // 4,000 carbon atoms on a line (bonds, orders and rings perceived): hundreds of milliseconds of
    // work against a 1 ms time-out.
    const chain = `4000\nchain\n${Array.from({ length: 4000 }, (_, i) => `C ${(1.5 * i).toFixed(2)} 0 0`).join('\n')}\n`;
    const started = await startOnDatabase('sqlite', { env: { JOB_TIMEOUT_MS: '1', WORKER_THREADS: '1' } });
    try {
      const answer = await post(started.server, 'obabel/convert', { data: chain, inp: 'xyz' });
      expect(answer.status).toBe(504);
      expect(answer.body.code).toBe('timeout');
      const health = await fetch(started.server.url('/cgi/health'));
      expect(health.status).toBe(200);
    } finally {
      await started.close();
    }
  });
});
