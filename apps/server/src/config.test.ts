import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig, SERVER_PACKAGE_DIR } from './config.js';

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
    };
    expect(readConfig(env, '/srv/topoforge')).toEqual({
      port: 0,
      host: '127.0.0.1',
      webRoot: '/srv/topoforge/public',
      dataDir: '/var/lib/topoforge',
      logLevel: 'warn',
      programs: { obabel: '/opt/ob/bin/obabel', xtb: 'xtb-6.7', mopac: 'MOPAC2016.exe' },
    });
  });

  it('treats empty values as unset', () => {
    expect(readConfig({ PORT: '', HOST: '  ' }, '/').port).toBe(8080);
  });

  it.each(['http', '-1', '65536', '80.5', '1e3'])('rejects PORT=%s with a ConfigError', (port) => {
    expect(() => readConfig({ PORT: port }, '/')).toThrow(ConfigError);
  });

  it('rejects an unknown LOG_LEVEL', () => {
    expect(() => readConfig({ LOG_LEVEL: 'verbose' }, '/')).toThrow(/LOG_LEVEL must be one of/);
  });
});
