import { ProgramError, xtbStoppedError } from '@topoforge/engines';
import { ChemError, ParseError, TopoForgeError } from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import { badRequest, HttpError, notFoundAnswer, toErrorAnswer } from './errors.js';

describe('toErrorAnswer', () => {
  it('passes an HttpError through, in the envelope, with the catalogue text of its key', () => {
    expect(toErrorAnswer(new HttpError(409, 'library-exists', { name: 'a.pdb', overwrite: true }))).toEqual({
      statusCode: 409,
      body: {
        status: 409,
        code: 'library-exists',
        msg: '"a.pdb" already exists in this folder as a folder',
        error: '"a.pdb" already exists in this folder as a folder',
      },
    });
  });

  it('answers in the request language, filled from the data', () => {
    const error = badRequest('forcefield-limit', { limit: 5 });
    expect(toErrorAnswer(error, 'zh').body.error).toBe('可选力场数量上限为5');
    expect(toErrorAnswer(error, 'en').body.error).toBe('selectable force field limit is 5');
    expect(error.message).toBe('selectable force field limit is 5');
  });

  it('answers the wire code before the "/" of a key with variants', () => {
    const error = badRequest('invalid-cell/sigma', { table: 'pairs', row: 2, column: 4, sigma: 0 });
    expect(error.code).toBe('invalid-cell');
    expect(toErrorAnswer(error, 'zh').body).toMatchObject({
      code: 'invalid-cell',
      error: 'pairs 第 2 行第 4 列：sigma 必须大于 0 nm，而不是 0',
    });
  });

  it('answers a chem error whose data has a reason with the text of code/reason', () => {
    const error = new ChemError('invalid-water-model', 'only one water model may be used', [], {
      reason: 'several',
    });
    expect(toErrorAnswer(error, 'zh').body).toMatchObject({
      code: 'invalid-water-model',
      error: '只能使用一个水模型',
    });
  });

  it('answers the key itself for a key the catalogue lacks (a bug the catalogue test catches)', () => {
    expect(toErrorAnswer(new HttpError(409, 'no-such-entry'), 'zh').body.error).toBe('no-such-entry');
  });

  it('keeps the message of a client error and names its code from the status', () => {
    const error = Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 });
    expect(toErrorAnswer(error).body).toMatchObject({ code: 'bad-request', error: 'Body is not valid JSON' });
    expect(toErrorAnswer(error, 'zh').body.error).toBe('请求无效：Body is not valid JSON');
  });

  it('answers chemistry errors (bad input) with 400 and their message', () => {
    const answer = toErrorAnswer(new TopoForgeError('parse', 'x.mol2 line 7: bad bond'));
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ code: 'parse', error: 'x.mol2 line 7: bad bond' });
  });

  it('answers a parse error in Chinese around the English detail, naming file and line', () => {
    const error = new ParseError('bad bond', { format: 'mol2', line: 7, fileName: 'x.mol2' });
    expect(toErrorAnswer(error, 'en').body.error).toBe('x.mol2, line 7: bad bond');
    expect(toErrorAnswer(error, 'zh').body.error).toBe('x.mol2，第 7 行：bad bond');
    const whole = new ParseError('empty file', { format: 'xyz', line: undefined });
    expect(toErrorAnswer(whole, 'zh').body.error).toBe('xyz 输入：empty file');
  });

  it('wraps the English message of other chem codes in Chinese, keeps it as is in English', () => {
    const error = new ChemError('unknown-element', 'Atom 3 (Se): GAFF has no atom types for Se.', [2]);
    expect(toErrorAnswer(error, 'en').body.error).toBe('Atom 3 (Se): GAFF has no atom types for Se.');
    expect(toErrorAnswer(error, 'zh').body).toMatchObject({
      status: 400,
      code: 'unknown-element',
      error: '不支持的元素：Atom 3 (Se): GAFF has no atom types for Se.',
    });
  });

  it('falls back to the English message for a chem code without an entry', () => {
    const unknown = Object.assign(new TopoForgeError('parse', 'too big'), { code: 'not-in-catalogue' });
    expect(toErrorAnswer(unknown, 'zh').body.error).toBe('too big');
  });

  it('maps program failures by kind: time-out 504, missing 503, failure on the input 400', () => {
    expect(toErrorAnswer(new ProgramError('timeout', 'xtb', 'no result')).statusCode).toBe(504);
    expect(toErrorAnswer(new ProgramError('timeout', 'xtb', 'no result'), 'zh').body.error).toBe(
      '请求超时，请稍后重试',
    );
    expect(toErrorAnswer(new ProgramError('not-found', 'xtb', 'not on PATH')).statusCode).toBe(503);
    expect(toErrorAnswer(new ProgramError('exit-code', 'xtb', 'SCF failed')).body).toMatchObject({
      status: 400,
      error: 'xtb: SCF failed',
    });
    expect(toErrorAnswer(new ProgramError('exit-code', 'xtb', 'SCF failed'), 'zh').body).toMatchObject({
      code: 'program-failed',
      error: '计算程序运行失败：xtb: SCF failed',
    });
    expect(toErrorAnswer(new ProgramError('not-found', 'xtb', 'not on PATH'), 'zh').body.code).toBe(
      'program-unavailable',
    );
  });

  it('says in en and zh that a program stopped: xtb killed by SIGSEGV without molden.input', () => {
    const crash = xtbStoppedError(
      { code: null, signal: 'SIGSEGV' },
      'molden.input',
      'free(): invalid size\n',
    );
    expect(toErrorAnswer(crash).body).toMatchObject({
      status: 400,
      code: 'program-failed',
      error:
        'xtb: xtb stopped (signal SIGSEGV) before writing molden.input; its last output: free(): invalid size',
    });
    expect(toErrorAnswer(crash, 'zh').body.error).toBe(
      '计算程序 xtb 异常终止（信号 SIGSEGV），未给出结果：xtb: xtb stopped (signal SIGSEGV) before writing molden.input; its last output: free(): invalid size',
    );
    const exited = new ProgramError('exit-code', 'mopac', 'exited with code 1', '', {
      code: 1,
      signal: null,
    });
    expect(toErrorAnswer(exited, 'zh').body.error).toMatch(/^计算程序 mopac 异常终止（退出码 1）/);
  });

  it('hides everything about a server error', () => {
    const error = new Error('ENOENT: /etc/secret at line 3');
    const answer = toErrorAnswer(error);
    expect(answer.statusCode).toBe(500);
    expect(answer.body).toEqual({
      status: 500,
      code: 'internal',
      msg: 'Internal server error',
      error: 'Internal server error',
    });
    expect(JSON.stringify(answer)).not.toContain('secret');
    expect(toErrorAnswer(error, 'zh').body.error).toBe('服务器内部错误');
  });

  it('treats thrown non-errors as server errors', () => {
    expect(toErrorAnswer('boom').statusCode).toBe(500);
    expect(toErrorAnswer({ statusCode: '400' }).statusCode).toBe(500);
  });
});

describe('notFoundAnswer', () => {
  it('names the method and path, without the query', () => {
    expect(notFoundAnswer('GET', '/cgi/x?token=abc').body).toMatchObject({
      code: 'not-found',
      error: 'No resource at GET /cgi/x',
    });
    expect(notFoundAnswer('GET', '/cgi/x', 'zh').body.error).toBe('不存在的资源：GET /cgi/x');
  });
});
