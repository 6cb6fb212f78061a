import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig, SERVER_PACKAGE_DIR } from './config.js';
import { readStorageSettings } from './storage/settings.js';
import { readHpcSettings } from './hpc/settings.js';

describe('readConfig', () => {
  it('has working defaults with an empty environment', () => {
    const config = readConfig({}, '/srv/topoforge');
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      webRoot: join(SERVER_PACKAGE_DIR, '..', 'web', 'dist'),
      dataDir: '/srv/topoforge/data',
      logLevel: 'info',
      programs: { obabel: 'obabel', xtb: 'xtb', mopac: 'mopac' },
      databaseUrl: undefined,
      premiumLevels: ['vip'],
      tokenSecret: undefined,
      tokenTtlHours: 24,
      libraryDir: '/srv/topoforge/data/library',
      mineralDir: '/usr/share/avogadro2/crystals',
      frameworkDir: join(SERVER_PACKAGE_DIR, 'frameworks'),
      gaffDat: '/usr/share/openbabel/3.1.1/gaff.dat',
      openBabelData: '/usr/share/openbabel/3.1.1',
      gromacsTop: '/usr/share/gromacs/top',
      lammpsPotentials: '/usr/share/lammps/potentials',
      jobPoolSize: availableParallelism(),
      workerThreads: Math.max(1, availableParallelism() - 1),
      workerMemoryMb: 2048,
      chargeTimeoutMs: 300_000,
      jobTimeoutMs: 300_000,
      trustProxy: false,
      trackingRetentionDays: 90,
      verification: { smtpUrl: undefined, mailFrom: undefined, smsProvider: 'log', codeTtlMinutes: 10 },
      oauth: { issuer: 'http://localhost:8080/oidc', wechat: null },
      afterLogin: { aiSiteUrl: null, redirectHosts: [] },
      miniProgramUrl: undefined,
      storage: readStorageSettings(() => undefined),
      hpc: readHpcSettings(() => undefined),
      jobRunner: { kind: 'local' },
    });
  });

  it('reads every variable, resolving relative paths from the working directory', () => {
    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_ROOT: 'public',
      DATA_DIR: '/var/lib/topoforge',
      LOG_LEVEL: 'WARN',
      OBABEL_BIN: '/opt/ob/bin/obabel',
      XTB_BIN: 'xtb-6.7',
      MOPAC_BIN: 'MOPAC2016.exe',
      DATABASE_URL: 'postgres://tf@localhost/tf',
      PREMIUM_LEVELS: 'vip1, vip2,,',
      TOKEN_SECRET: 'x'.repeat(32),
      TOKEN_TTL_HOURS: '2',
      LIBRARY_DIR: 'lib',
      MINERAL_DIR: 'minerals',
      FRAMEWORK_DIR: '/opt/frameworks',
      OPENBABEL_DATA: '/opt/ob/share',
      GROMACS_TOP: '/opt/gmx/top',
      LAMMPS_POTENTIALS: '/opt/lammps/potentials',
      JOB_POOL_SIZE: '3',
      WORKER_THREADS: '5',
      WORKER_MEMORY_MB: '512',
      CHARGE_TIMEOUT_MS: '1000',
      JOB_TIMEOUT_MS: '2000',
      TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback',
      TRACKING_RETENTION_DAYS: '30',
      SMTP_URL: 'smtp://mailer:secret@mail.example.org:587',
      MAIL_FROM: 'TopoForge <noreply@example.org>',
      SMS_PROVIDER: 'LOG',
      CODE_TTL_MINUTES: '0.5',
      MINI_PROGRAM_URL: 'https://mp.example.org/topoforge',
    };
    expect(readConfig(env, '/srv/topoforge')).toEqual({
      port: 0,
      host: '127.0.0.1',
      webRoot: '/srv/topoforge/public',
      dataDir: '/var/lib/topoforge',
      logLevel: 'warn',
      programs: { obabel: '/opt/ob/bin/obabel', xtb: 'xtb-6.7', mopac: 'MOPAC2016.exe' },
      databaseUrl: 'postgres://tf@localhost/tf',
      premiumLevels: ['vip1', 'vip2'],
      tokenSecret: 'x'.repeat(32),
      tokenTtlHours: 2,
      libraryDir: '/srv/topoforge/lib',
      mineralDir: '/srv/topoforge/minerals',
      frameworkDir: '/opt/frameworks',
      gaffDat: '/opt/ob/share/gaff.dat',
      openBabelData: '/opt/ob/share',
      gromacsTop: '/opt/gmx/top',
      lammpsPotentials: '/opt/lammps/potentials',
      jobPoolSize: 3,
      workerThreads: 5,
      workerMemoryMb: 512,
      chargeTimeoutMs: 1000,
      jobTimeoutMs: 2000,
      trustProxy: ['10.0.0.1', '192.168.0.0/16', 'loopback'],
      trackingRetentionDays: 30,
      verification: {
        smtpUrl: 'smtp://mailer:secret@mail.example.org:587',
        mailFrom: 'TopoForge <noreply@example.org>',
        smsProvider: 'log',
        codeTtlMinutes: 0.5,
      },
      oauth: { issuer: 'http://localhost:0/oidc', wechat: null },
      afterLogin: { aiSiteUrl: null, redirectHosts: [] },
      miniProgramUrl: 'https://mp.example.org/topoforge',
      storage: readStorageSettings(() => undefined),
      hpc: readHpcSettings(() => undefined),
      jobRunner: { kind: 'local' },
    });
  });

  it.each(['http://mp.example.org', 'javascript:alert(1)', 'weixin://'])(
    'rejects MINI_PROGRAM_URL=%s with a ConfigError',
    (url) => {
      expect(() => readConfig({ MINI_PROGRAM_URL: url }, '/')).toThrow(/MINI_PROGRAM_URL/);
    },
  );

  it('treats empty values as unset', () => {
    expect(readConfig({ PORT: '', HOST: '  ' }, '/').port).toBe(8080);
  });

  it.each(['http', '-1', '65536', '80.5', '1e3'])('rejects PORT=%s with a ConfigError', (port) => {
    expect(() => readConfig({ PORT: port }, '/')).toThrow(ConfigError);
  });

  it('rejects a short TOKEN_SECRET and non-positive numbers', () => {
    expect(() => readConfig({ TOKEN_SECRET: 'short' }, '/')).toThrow(/at least 32/);
    expect(() => readConfig({ JOB_POOL_SIZE: '0' }, '/')).toThrow(/JOB_POOL_SIZE/);
    expect(() => readConfig({ CHARGE_TIMEOUT_MS: 'soon' }, '/')).toThrow(/CHARGE_TIMEOUT_MS/);
    expect(() => readConfig({ WORKER_THREADS: '-2' }, '/')).toThrow(/WORKER_THREADS/);
    expect(() => readConfig({ JOB_TIMEOUT_MS: '0' }, '/')).toThrow(/JOB_TIMEOUT_MS/);
  });

  it('reads TRUST_PROXY as on, off or a list of proxy addresses, refusing anything else', () => {
    expect(readConfig({ TRUST_PROXY: 'true' }, '/').trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: 'off' }, '/').trustProxy).toBe(false);
    expect(() => readConfig({ TRUST_PROXY: 'my-proxy.example.org' }, '/')).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ TRACKING_RETENTION_DAYS: '0' }, '/')).toThrow(/TRACKING_RETENTION_DAYS/);
  });

  it('rejects an unknown LOG_LEVEL', () => {
    expect(() => readConfig({ LOG_LEVEL: 'verbose' }, '/')).toThrow(/LOG_LEVEL must be one of/);
  });

  it('runs the builder on Slurm only when JOB_RUNNER=slurm names an existing SLURM_CONF and a partition', () => {
    const conf = fileURLToPath(import.meta.url); // any existing file stands for slurm.conf here
    expect(readConfig({ JOB_RUNNER: 'local' }, '/').jobRunner).toEqual({ kind: 'local' });
    expect(
      readConfig({ JOB_RUNNER: 'slurm', SLURM_CONF: conf, JOB_RUNNER_PARTITION: 'builder' }, '/').jobRunner,
    ).toEqual({ kind: 'slurm', partition: 'builder' });
    expect(() => readConfig({ JOB_RUNNER: 'cluster' }, '/')).toThrow(/JOB_RUNNER must be local or slurm/);
    expect(() => readConfig({ JOB_RUNNER: 'slurm', JOB_RUNNER_PARTITION: 'builder' }, '/')).toThrow(
      ConfigError,
    );
    expect(() => readConfig({ JOB_RUNNER: 'slurm', JOB_RUNNER_PARTITION: 'b' }, '/')).toThrow(
      /needs SLURM_CONF/,
    );
    expect(() =>
      readConfig(
        { JOB_RUNNER: 'slurm', SLURM_CONF: '/nonexistent/slurm.conf', JOB_RUNNER_PARTITION: 'b' },
        '/',
      ),
    ).toThrow(/does not exist/);
    expect(() => readConfig({ JOB_RUNNER: 'slurm', SLURM_CONF: conf }, '/')).toThrow(/JOB_RUNNER_PARTITION/);
  });
});
