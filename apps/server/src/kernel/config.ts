import { accessSync, constants, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProgramCommands } from '@topoforge/engines';
import type { OAuthSettings } from './oauth-settings.js';
import { readOAuthSettings } from './oauth-settings.js';
import type { AfterLoginSettings } from './wechat/after-login-settings.js';
import { readAfterLoginSettings } from './wechat/after-login-settings.js';
import type { VerificationSettings } from './verification/settings.js';
import { readVerificationSettings } from './verification/settings.js';
import type { StorageSettings } from './storage/settings.js';
import { readStorageSettings } from './storage/settings.js';
import type { HpcSettings } from './hpc/settings.js';
import { readHpcSettings } from './hpc/settings.js';
import type { JobRunnerSettings } from './jobs/runner-settings.js';
import { readJobRunnerSettings } from './jobs/runner-settings.js';

/**
 * Server settings, all from environment variables (none is required):
 *
 * | variable    | default                          | meaning                                           |
 * |-------------|----------------------------------|---------------------------------------------------|
 * | PORT        | 8080                             | TCP port; 0 picks a free one                      |
 * | HOST        | 0.0.0.0                          | interface to listen on                            |
 * | WEB_ROOT    | apps/web/dist (of this checkout) | the built web app (index.html + assets)           |
 * | DATA_DIR    | data/ under the working dir      | database file, uploads, job results               |
 * | LOG_LEVEL   | info                             | fatal, error, warn, info, debug, trace or silent  |
 * | OBABEL_BIN  | obabel                           | Open Babel executable (name on PATH or a path)    |
 * | XTB_BIN     | xtb                              | xtb executable                                    |
 * | MOPAC_BIN   | mopac                            | MOPAC executable                                  |
 * | DATABASE_URL| (unset: SQLite DATA_DIR/topoforge.db) | postgres://… to use PostgreSQL instead       |
 * | PREMIUM_LEVELS | vip                           | comma-separated user levels that are premium      |
 * | TOKEN_SECRET| (unset: random, kept in DATA_DIR/token-secret) | HMAC key of the access tokens (≥ 32 chars) |
 * | TOKEN_TTL_HOURS | 24                           | lifetime of an access token                       |
 * | LIBRARY_DIR | DATA_DIR/library                 | the molecule library (built at set-up)            |
 * | MINERAL_DIR | /usr/share/avogadro2/crystals    | the mineral library (Debian's libavogadro-data)   |
 * | FRAMEWORK_DIR | apps/server/frameworks         | the MOF/COF library the project ships             |
 * | GAFF_DAT    | /usr/share/openbabel/3.1.1/gaff.dat | GAFF parameter file                            |
 * | OPENBABEL_DATA | /usr/share/openbabel/3.1.1    | Open Babel data (MMFF94 tables, qeq.txt …)        |
 * | JOB_POOL_SIZE | CPU count                      | external programs (xtb, MOPAC, obabel) at once    |
 * | WORKER_THREADS | CPU count − 1 (at least 1)    | worker threads for in-process computation         |
 * | WORKER_MEMORY_MB | 2048                        | heap limit of a worker thread (a job past it: 413) |
 * | CHARGE_TIMEOUT_MS | 300000                     | charge time-out of free users (premium: 600000)   |
 * | JOB_TIMEOUT_MS | 300000                        | time-out of atom typing and the parameter call    |
 * | TMPDIR      | /tmp                             | engines' work folders: must exist and be writable |
 * | TRUST_PROXY | (unset: off)                     | proxies whose X-Forwarded-For names the client:   |
 * |             |                                  | true, or addresses/CIDRs/loopback, comma-separated|
 * | TRACKING_RETENTION_DAYS | 90                   | click-tracking rows older than this are deleted   |
 * | PUBLIC_URL, WECHAT_APP_ID, WECHAT_APP_SECRET | OAuth / OpenID Connect provider: kernel/oauth-settings.ts |
 * | AI_SITE_URL, LOGIN_REDIRECT_HOSTS | where a login may lead: kernel/wechat/after-login-settings.ts |
 * | SMTP_URL, MAIL_FROM, SMS_PROVIDER, CODE_TTL_MINUTES | verification codes: kernel/verification/settings.ts |
 * | STORAGE_USER_QUOTA_MB, STORAGE_GROUP_QUOTA_MB, STORAGE_…_MB/HOURS | cloud storage: kernel/storage/settings.ts |
 * | SLURM_CONF, SLURM_BIN_DIR, SLURM_TIMEOUT_MS, HPC_POLL_MS, HPC_CLUSTER_NAME | job centre: kernel/hpc/settings.ts |
 * | JOB_RUNNER, JOB_RUNNER_PARTITION | the builder's heavy work here or on Slurm: kernel/jobs/runner-settings.ts |
 * | MINI_PROGRAM_URL | (unset: no mobile prompt) | the mini-program link mobile browsers are sent to (002 §1) |
 *
 * Relative paths are taken from the working directory.
 */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly webRoot: string;
  readonly dataDir: string;
  readonly logLevel: LogLevel;
  readonly programs: ProgramCommands;
  /** PostgreSQL connection string; undefined → SQLite file `topoforge.db` under dataDir. */
  readonly databaseUrl: string | undefined;
  readonly premiumLevels: readonly string[];
  /** undefined → a random secret kept in dataDir/token-secret (created on first start). */
  readonly tokenSecret: string | undefined;
  readonly tokenTtlHours: number;
  readonly libraryDir: string;
  /** The mineral library, read as it is (Debian's libavogadro-data crystals). */
  readonly mineralDir: string;
  /** The MOF/COF framework library (scripts/build-framework-library.ts writes it). */
  readonly frameworkDir: string;
  readonly gaffDat: string;
  readonly openBabelData: string;
  /** gromacs-data's topology folder (oplsaa.ff, gromos54a7.ff). */
  readonly gromacsTop: string;
  /** lammps-data's potential files (CH.airebo, BNC.tersoff for the LAMMPS reactive option). */
  readonly lammpsPotentials: string;
  /** The official martini_v3.0.0.itp an administrator placed (not shipped); absent: Martini 3 #includes it. */
  readonly martini3Itp?: string | undefined;
  /** External programs running at once. */
  readonly jobPoolSize: number;
  /**
   * Worker threads for in-process computation (typing, parameters, in-process charges). One CPU is left
   * to the event loop, which parses, checks and sends every request: on 2 cores, two busy workers made
   * GET /cgi/health's p99 89 ms, one worker 22 ms (npm run bench:api).
   */
  readonly workerThreads: number;
  /** Heap limit of a worker thread, MB: a runaway job stops its worker with a clear error, not the server. */
  readonly workerMemoryMb: number;
  /** Free users' charge time-out; premium users get PREMIUM_CHARGE_TIMEOUT_MS (spec 000 §6). */
  readonly chargeTimeoutMs: number;
  /** Time-out of the other heavy calls (atom typing, parameters): the web client's own API time-out. */
  readonly jobTimeoutMs: number;
  /**
   * Fastify's trustProxy: which proxies' X-Forwarded-For names the client. Off by default (the client is the
   * connection's peer). Behind a reverse proxy it must be set, or the login and tracking limits count every
   * user as the proxy's one address; set it only to proxies you run (anyone can send the header).
   */
  readonly trustProxy: boolean | string[];
  /** Days click-tracking rows are kept; older ones are deleted at start and hourly. */
  readonly trackingRetentionDays: number;
  /** TopoForge as an OAuth 2 / OpenID Connect provider: its issuer, WeChat login when configured. */
  readonly oauth: OAuthSettings;
  /** The AI site and the external hosts a login may go to (002 §4 steps 4, 6); both off by default. */
  readonly afterLogin: AfterLoginSettings;
  /** How verification codes are sent (SMTP, SMS provider) and how long they live. */
  readonly verification: VerificationSettings;
  /** The administrator's mini-program link for mobile browsers (002 §1, §7 urlscheme); unset: none. */
  readonly miniProgramUrl: string | undefined;
  /** Cloud storage's default quotas, upload limits and the life of an unfinished upload. */
  readonly storage: StorageSettings;
  /** The job centre's Slurm cluster (SLURM_CONF; unset: no cluster) and its poller. */
  readonly hpc: HpcSettings;
  /** Where the builder's heavy work runs: worker threads here (default) or Slurm jobs. */
  readonly jobRunner: JobRunnerSettings;
}

/** Spec 000 §6, §9: premium users' charge call may run 600 000 ms. */
export const PREMIUM_CHARGE_TIMEOUT_MS = 600_000;
const OPENBABEL_DATA = '/usr/share/openbabel/3.1.1';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** apps/server/, both from src/ (tests) and from dist/ (the build). */
export const SERVER_PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));
const DEFAULT_WEB_ROOT = resolve(SERVER_PACKAGE_DIR, '../web/dist');
const DEFAULT_FRAMEWORK_DIR = resolve(SERVER_PACKAGE_DIR, 'frameworks');

type Env = Readonly<Record<string, string | undefined>>;

export function readConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const path = (name: string, fallback: string): string => {
    const value = text(name);
    if (value === undefined) return fallback;
    return isAbsolute(value) ? value : resolve(cwd, value);
  };
  const dataDir = path('DATA_DIR', resolve(cwd, 'data'));
  const openBabelData = path('OPENBABEL_DATA', OPENBABEL_DATA);
  const tokenSecret = text('TOKEN_SECRET');
  if (tokenSecret !== undefined && tokenSecret.length < 32) {
    throw new ConfigError('TOKEN_SECRET must be at least 32 characters long');
  }
  const port = parsePort(text('PORT'));
  return {
    port,
    host: text('HOST') ?? '0.0.0.0',
    webRoot: path('WEB_ROOT', DEFAULT_WEB_ROOT),
    dataDir,
    logLevel: parseLogLevel(text('LOG_LEVEL')),
    programs: {
      obabel: text('OBABEL_BIN') ?? 'obabel',
      xtb: text('XTB_BIN') ?? 'xtb',
      mopac: text('MOPAC_BIN') ?? 'mopac',
    },
    databaseUrl: text('DATABASE_URL'),
    premiumLevels: (text('PREMIUM_LEVELS') ?? 'vip')
      .split(',')
      .map((l) => l.trim())
      .filter((l) => l !== ''),
    tokenSecret,
    tokenTtlHours: parsePositive('TOKEN_TTL_HOURS', text('TOKEN_TTL_HOURS'), 24),
    libraryDir: path('LIBRARY_DIR', resolve(dataDir, 'library')),
    mineralDir: path('MINERAL_DIR', '/usr/share/avogadro2/crystals'),
    frameworkDir: path('FRAMEWORK_DIR', DEFAULT_FRAMEWORK_DIR),
    gaffDat: path('GAFF_DAT', `${openBabelData}/gaff.dat`),
    openBabelData,
    gromacsTop: path('GROMACS_TOP', '/usr/share/gromacs/top'),
    lammpsPotentials: path('LAMMPS_POTENTIALS', '/usr/share/lammps/potentials'),
    martini3Itp: text('MARTINI3_ITP') === undefined ? undefined : path('MARTINI3_ITP', ''),
    jobPoolSize: Math.round(parsePositive('JOB_POOL_SIZE', text('JOB_POOL_SIZE'), availableParallelism())),
    workerThreads: Math.round(
      parsePositive('WORKER_THREADS', text('WORKER_THREADS'), Math.max(1, availableParallelism() - 1)),
    ),
    workerMemoryMb: Math.round(parsePositive('WORKER_MEMORY_MB', text('WORKER_MEMORY_MB'), 2048)),
    chargeTimeoutMs: Math.round(parsePositive('CHARGE_TIMEOUT_MS', text('CHARGE_TIMEOUT_MS'), 300_000)),
    jobTimeoutMs: Math.round(parsePositive('JOB_TIMEOUT_MS', text('JOB_TIMEOUT_MS'), 300_000)),
    trustProxy: parseTrustProxy(text('TRUST_PROXY')),
    trackingRetentionDays: parsePositive('TRACKING_RETENTION_DAYS', text('TRACKING_RETENTION_DAYS'), 90),
    oauth: readOAuthSettings(text, port),
    afterLogin: readAfterLoginSettings(text),
    verification: readVerificationSettings(text),
    miniProgramUrl: parseMiniProgramUrl(text('MINI_PROGRAM_URL')),
    storage: readStorageSettings(text),
    hpc: readHpcSettings(text),
    jobRunner: readJobRunnerSettings(text, text('SLURM_CONF')),
  };
}

/** An https:// page or a weixin:// scheme link (WeChat's URL scheme for mini-programs). */
function parseMiniProgramUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!/^(https:\/\/|weixin:\/\/)\S+$/i.test(value)) {
    throw new ConfigError(`MINI_PROGRAM_URL must be an https:// or weixin:// link, got "${value}"`);
  }
  return value;
}

function parsePositive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0)
    throw new ConfigError(`${name} must be a positive number, got "${value}"`);
  return n;
}

/** TRUST_PROXY: false/off → off, true → any proxy (only when nothing else can reach the server), else addresses. */
function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || /^(false|off|no|0)$/i.test(value)) return false;
  if (/^(true|on|yes)$/i.test(value)) return true;
  const addresses = value.split(',').map((a) => a.trim());
  // proxy-addr's forms: addresses, CIDRs and the names loopback, linklocal, uniquelocal.
  const valid = (a: string): boolean =>
    /^(loopback|linklocal|uniquelocal)$/.test(a) || /^[0-9A-Fa-f.:]+(\/\d{1,3})?$/.test(a);
  if (!addresses.every(valid))
    throw new ConfigError(`TRUST_PROXY must be true, false or IP addresses/CIDRs, got "${value}"`);
  return addresses;
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return 8080;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new ConfigError(`PORT must be an integer from 0 to 65535, got "${value}"`);
  }
  return port;
}

function parseLogLevel(value: string | undefined): LogLevel {
  if (value === undefined) return 'info';
  const level = LOG_LEVELS.find((l) => l === value.toLowerCase());
  if (level === undefined)
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return level;
}

/**
 * Why the temp directory (TMPDIR, else /tmp) cannot hold the engines' work folders, or undefined when
 * it can: it must exist, be a directory and be writable. Every engine call (Open Babel, xtb, MOPAC)
 * makes its folder there, so without it each would fail.
 */
export function tempDirProblem(dir: string = tmpdir()): string | undefined {
  const where = `the temp directory ${dir} (TMPDIR)`;
  try {
    if (!statSync(dir).isDirectory()) return `${where} is not a directory`;
    accessSync(dir, constants.W_OK | constants.X_OK);
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return `${where} does not exist`;
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return `${where} is not writable`;
    return `${where} cannot be used (${code ?? String(error)})`;
  }
}
