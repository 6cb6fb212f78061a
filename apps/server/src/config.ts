import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProgramCommands } from '@topoforge/engines';

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
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** apps/server/, both from src/ (tests) and from dist/ (the build). */
export const SERVER_PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_WEB_ROOT = resolve(SERVER_PACKAGE_DIR, '../web/dist');

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
  return {
    port: parsePort(text('PORT')),
    host: text('HOST') ?? '0.0.0.0',
    webRoot: path('WEB_ROOT', DEFAULT_WEB_ROOT),
    dataDir: path('DATA_DIR', resolve(cwd, 'data')),
    logLevel: parseLogLevel(text('LOG_LEVEL')),
    programs: {
      obabel: text('OBABEL_BIN') ?? 'obabel',
      xtb: text('XTB_BIN') ?? 'xtb',
      mopac: text('MOPAC_BIN') ?? 'mopac',
    },
  };
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
