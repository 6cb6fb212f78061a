import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ErrorCode, ForceFieldCheckCode } from '@topoforge/chem';
import { HESSIAN_SPEC_TEXT } from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import { MESSAGE_PARTS, MESSAGES, message } from './index.js';

/** Data whose every field is filled (a one-value list reads as a string, a number and a list). */
const FILLED = new Proxy({}, { get: (_, key) => (typeof key === 'string' ? ['7'] : undefined) });

const SERVER_SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(path);
    return d.name.endsWith('.ts') && !d.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The keys thrown with a literal: badRequest('k', …), new HttpError(n, 'k', …) and the table/path helpers. */
const THROWN = [
  /\b(?:badRequest|tableError)\(\s*'([^']+)'/g,
  /\bnew HttpError\(\s*\d+,\s*'([^']+)'/g,
  /\bpathError\(\s*[^,()]+,\s*'([^']+)'/g,
];

function thrownKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of sourceFiles(SERVER_SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of THROWN) {
      for (const match of text.matchAll(pattern)) keys.set(match[1] ?? '', file.slice(SERVER_SRC.length + 1));
    }
  }
  return keys;
}

describe('the server message catalogue', () => {
  it('has each code in one part only', () => {
    const seen = new Map<string, number>();
    MESSAGE_PARTS.forEach((part, i) => {
      for (const code of Object.keys(part)) {
        expect(seen.has(code), `${code} is in parts ${seen.get(code)} and ${i}`).toBe(false);
        seen.set(code, i);
      }
    });
    expect(Object.keys(MESSAGES)).toHaveLength(seen.size);
  });

  it('gives every entry a non-empty English and Chinese text when its data is filled', () => {
    for (const [code, template] of Object.entries(MESSAGES)) {
      const { en, zh } = template(FILLED);
      for (const text of [en, zh]) {
        expect(text.trim(), code).not.toBe('');
        expect(text, code).not.toMatch(/undefined|NaN|\[object /);
      }
      expect(zh, `${code}: the Chinese text is Chinese`).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('has an entry for every key the server throws with a literal', () => {
    const keys = thrownKeys();
    expect(keys.size).toBeGreaterThan(40);
    const missing = [...keys].filter(([key]) => !(key in MESSAGES)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it("has an entry for every chem error code and force-field check code (upload's are in upload.ts)", () => {
    const errorCodes: Record<ErrorCode, true> = {
      parse: true,
      'unsupported-format': true,
      'upload-extension': true,
      'upload-size': true,
      'upload-atom-count': true,
      'unknown-element': true,
      'invalid-molecule': true,
      'invalid-cell': true,
      perception: true,
      'missing-parameter': true,
      'unsupported-form': true,
      // chem's build refusals (messages/build.ts)
      'invalid-request': true,
      'atom-untyped': true,
      'atom-type-du': true,
      'invalid-water-model': true,
      'invalid-water-type': true,
      'accurate-mode': true,
      'invalid-forcefield': true,
      'no-parameters': true,
      'forcefield-limit': true,
      'forcefield-mixing': true,
      'invalid-backup': true,
      'hessian-united-atom': true,
      'hessian-required': true,
    };
    const checkCodes: Record<ForceFieldCheckCode, true> = {
      'no-forcefield': true,
      'forcefield-limit': true,
      'unknown-forcefield': true,
      'water-models': true,
      'no-typer': true,
      'united-atom-mix': true,
      'mixed-conventions': true,
      'forcefield-ok': true,
    };
    for (const code of [...Object.keys(errorCodes), ...Object.keys(checkCodes)]) {
      expect(MESSAGES[code], code).toBeDefined();
    }
  });
});

describe('chem entries', () => {
  it("say the spec's Hessian message in Chinese for every kind, the English detail beside it", () => {
    for (const kind of Object.keys(HESSIAN_SPEC_TEXT)) {
      const text = message('invalid-hessian', { kind, detail: 'x' });
      expect(text?.zh, kind).not.toMatch(/^无效的 Hessian 文件/);
    }
    expect(
      message('invalid-hessian', { kind: 'not-orca', detail: 'not an orca hessian: no $hessian' }),
    ).toEqual({
      en: 'not an orca hessian: no $hessian',
      zh: '不是 ORCA Hessian 文件（not an orca hessian: no $hessian）',
    });
  });

  it('fill the force-field check texts from its data', () => {
    expect(message('water-models', { names: ['SPCE', 'TIP3P'] })).toEqual({
      en: 'only one water model may be selected (got SPCE, TIP3P)',
      zh: '只能选择一个水模型（当前为 SPCE, TIP3P）',
    });
    expect(message('no-forcefield')).toEqual({
      en: 'please select at least one force field',
      zh: '请至少选择一个力场',
    });
  });

  it('name file and line of a parse error in Chinese, and fall back to the message without chem data', () => {
    const data = { message: 'a.pdb, line 3: bad', format: 'pdb', line: 3, file: 'a.pdb', detail: 'bad' };
    expect(message('parse', data)).toEqual({ en: 'a.pdb, line 3: bad', zh: 'a.pdb，第 3 行：bad' });
    expect(message('parse', { message: 'x.mol2 line 7: bad bond' })?.zh).toBe(
      '无法读取文件：x.mol2 line 7: bad bond',
    );
  });
});
