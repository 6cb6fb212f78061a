import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * chem speaks in error codes and data; the texts users read, in English and Chinese, live in each app's
 * message catalogue (issue 13). Only data modules (tables named *-table.ts or kept under a data/ folder)
 * may hold Chinese, for instance names a table cites; tests and fixtures are not shipped code.
 */
const DATA_MODULE = /(^|\/)data\/|-table\.ts$/;
const NOT_SHIPPED = /\.test\.ts$|(^|\/)(fixtures|testing)\//;
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;

const SRC = fileURLToPath(new URL('.', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? files(join(dir, d.name)) : [join(dir, d.name)],
  );
}

/** `path:line` of every line with a Han character, outside data modules and test files. */
function chineseLines(): string[] {
  const found: string[] = [];
  for (const file of files(SRC)) {
    const path = relative(SRC, file).split('\\').join('/');
    if (!path.endsWith('.ts') || NOT_SHIPPED.test(path) || DATA_MODULE.test(path)) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (HAN.test(line)) found.push(`${path}:${i + 1}`);
      });
  }
  return found;
}

describe('chem source text', () => {
  it('holds no Chinese outside data modules (messages are the apps’ catalogues)', () => {
    expect(chineseLines()).toEqual([]);
  });

  it('would see Chinese where it is', () => {
    expect(HAN.test('请至少选择一个力场')).toBe(true);
    expect(DATA_MODULE.test('forcefields/data/names.ts')).toBe(true);
    expect(DATA_MODULE.test('forcefields/registry-check.ts')).toBe(false);
    expect(files(SRC).some((f) => f.endsWith('registry-check.ts'))).toBe(true);
  });
});
