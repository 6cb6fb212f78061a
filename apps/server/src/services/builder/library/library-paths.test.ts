import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../kernel/http/errors.js';
import { MAX_PATH_DEPTH, parseFileName, parseFolderPath, parseNewFolderPath } from './library-paths.js';

/** The HttpError a call throws (fails the test when it throws nothing or something else). */
function refusal(call: () => unknown): HttpError {
  try {
    call();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('parseFolderPath: what may name a folder', () => {
  it('reads absent and empty as the top folder', () => {
    expect(parseFolderPath(undefined)).toEqual([]);
    expect(parseFolderPath('')).toEqual([]);
  });

  it('splits relative paths into folder names', () => {
    expect(parseFolderPath('alcohols')).toEqual(['alcohols']);
    expect(parseFolderPath('user/2R_3R-hexane (1)')).toEqual(['user', '2R_3R-hexane (1)']);
    expect(parseFolderPath('药物/阿司匹林')).toEqual(['药物', '阿司匹林']);
  });

  it('normalises to NFC, so a decomposed é names the same folder as a composed one', () => {
    expect(parseFolderPath('caf\u0065\u0301')).toEqual(['caf\u00e9']);
  });

  const refused: [string, string][] = [
    ['..', 'parent'],
    ['../..', 'grandparent'],
    ['alcohols/../..', 'parent after a folder'],
    ['.', 'current folder'],
    ['./alcohols', 'leading ./'],
    ['alcohols/.', 'trailing /.'],
    ['....//', '.... and empty segments'],
    ['...', 'three dots'],
    ['.hidden', 'hidden name'],
    ['/etc', 'absolute'],
    ['//etc', 'absolute, doubled'],
    ['alcohols/', 'trailing slash'],
    ['a//b', 'empty segment'],
    ['\\..\\', 'backslashes'],
    ['..\\..\\etc', 'Windows separators'],
    ['alcohols\u0000', 'NUL byte'],
    ['al\ncohols', 'newline'],
    ['%2e%2e', 'percent-encoded .. left after one decoding'],
    ['%252e%252e', 'double-encoded ..'],
    ['..%2f..%2fetc', 'encoded slash'],
    ['\uff0e\uff0e', 'fullwidth full stops'],
    ['\u2024\u2024', 'one-dot leaders'],
    ['a\u2215b', 'division slash'],
    ['a\uff0fb', 'fullwidth solidus'],
    ['\ufb01le', 'compatibility ligature'],
    ['name.', 'trailing dot'],
    ['name ', 'trailing space'],
    ['a:b', 'colon'],
    ['a*b', 'wildcard'],
    ['x'.repeat(256), 'longer than 255 bytes'],
  ];
  for (const [path, why] of refused) {
    it(`refuses ${JSON.stringify(path).slice(0, 40)} (${why}) with a 400 library-path`, () => {
      const error = refusal(() => parseFolderPath(path));
      expect(error.statusCode).toBe(400);
      expect(error.code).toBe('library-path');
      expect(error.message).toMatch(/^invalid library path: /);
    });
  }

  it('never repeats a control character raw in its message', () => {
    const error = refusal(() => parseFolderPath('a\u0000b'));
    expect(error.message).toContain('a\\u0000b');
    expect(error.message).not.toContain('\u0000');
  });

  it(`allows ${MAX_PATH_DEPTH} folders and refuses one more`, () => {
    expect(parseFolderPath(Array(MAX_PATH_DEPTH).fill('a').join('/'))).toHaveLength(MAX_PATH_DEPTH);
    expect(
      refusal(() =>
        parseFolderPath(
          Array(MAX_PATH_DEPTH + 1)
            .fill('a')
            .join('/'),
        ),
      ).code,
    ).toBe('library-path');
  });

  it('gives the message in Chinese too', () => {
    const error = refusal(() => parseFolderPath('/etc'));
    expect(error.localized).toEqual({
      en: 'invalid library path: absolute paths are not allowed',
      zh: '无效的分子库路径：不允许使用绝对路径',
    });
  });
});

describe('parseNewFolderPath', () => {
  it('refuses the top folder itself', () => {
    expect(refusal(() => parseNewFolderPath('')).code).toBe('library-path');
    expect(parseNewFolderPath('mine/new')).toEqual(['mine', 'new']);
  });
});

describe('parseFileName', () => {
  it('takes the four library extensions in any case', () => {
    for (const name of ['water.pdb', 'water.mol', 'water.xyz', 'water.mol2', 'WATER.MOL2']) {
      expect(parseFileName(name)).toBe(name);
    }
  });

  it("refuses other extensions with the spec's upload message (000 §5)", () => {
    for (const name of ['water.cml', 'water', 'passwd', 'water.pdb.txt']) {
      const error = refusal(() => parseFileName(name));
      expect(error.code).toBe('upload-extension');
      expect(error.localized).toEqual({
        en: 'only .mol, .pdb, .xyz, .mol2 files are supported',
        zh: '目前只支持.mol、.pdb、.xyz、.mol2文件上传',
      });
    }
  });

  it('refuses names that are paths or tricks', () => {
    for (const name of [
      '/etc/passwd.pdb',
      '../x.pdb',
      'a/b.pdb',
      '..\\x.pdb',
      '.pdb',
      'x.pdb\u0000',
      '%2e%2e%2fx.pdb',
    ]) {
      const error = refusal(() => parseFileName(name));
      expect(error.code, name).toBe('library-path');
      expect(error.message, name).toMatch(/^invalid library name: /);
    }
  });
});
