import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobCentre } from './job-centre.js';
import { jobCentreProblem } from './job-submit.js';
import { readHpcSettings } from './settings.js';
import { SlurmClient } from './slurm-client.js';

/** The checks need no database: only the settings, the data dir and who the server runs as. */
const centreOn = (dataDir: string, slurmConf: string | undefined): JobCentre => {
  const settings = readHpcSettings((name) => (name === 'SLURM_CONF' ? slurmConf : undefined));
  const slurm = new SlurmClient({ slurmConf, timeoutMs: 1000 });
  return { settings, slurm, dataDir, db: undefined as never, credit: undefined as never };
};

describe('whether this server can run jobs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says so plainly without a cluster, as a non-root server, and when job accounts cannot pass', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hpc-checks-'));
    try {
      expect((await jobCentreProblem(centreOn(dir, undefined), 1))?.code).toBe('hpc-not-configured');
      vi.spyOn(process, 'getuid').mockReturnValue(1000);
      const notRoot = await jobCentreProblem(centreOn(dir, '/etc/slurm/slurm.conf'), 1);
      expect(notRoot?.statusCode).toBe(503);
      expect(notRoot?.message).toContain('does not run as root');
      vi.restoreAllMocks();
      vi.spyOn(process, 'getuid').mockReturnValue(0);
      await chmod(dir, 0o700);
      const closed = await jobCentreProblem(centreOn(dir, '/etc/slurm/slurm.conf'), 1);
      expect(closed?.code).toBe('hpc-data-dir-closed');
      expect(closed?.message).toContain(dir);
      await chmod(dir, 0o711);
      expect(await jobCentreProblem(centreOn(dir, '/etc/slurm/slurm.conf'), 1)).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
