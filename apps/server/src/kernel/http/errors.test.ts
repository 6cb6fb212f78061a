import { ProgramError } from '@topoforge/engines';
import { TopoForgeError } from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import { HttpError, notFoundAnswer, toErrorAnswer } from './errors.js';

describe('toErrorAnswer', () => {
  it('passes an HttpError through, in the envelope', () => {
    expect(toErrorAnswer(new HttpError(409, 'conflict', 'already there'))).toEqual({
      statusCode: 409,
      body: { status: 409, code: 'conflict', msg: 'already there', error: 'already there' },
    });
  });

  it('answers a message given in both languages in the request language', () => {
    const error = new HttpError(400, 'too-many', {
      en: 'selectable force field limit is 5',
      zh: '最多可选5个力场',
    });
    expect(toErrorAnswer(error, 'zh').body.error).toBe('最多可选5个力场');
    expect(toErrorAnswer(error, 'en').body.error).toBe('selectable force field limit is 5');
  });

  it('keeps the message of a client error and names its code from the status', () => {
    const error = Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 });
    expect(toErrorAnswer(error).body).toMatchObject({ code: 'bad-request', error: 'Body is not valid JSON' });
  });

  it('answers chemistry errors (bad input) with 400 and their message', () => {
    const answer = toErrorAnswer(new TopoForgeError('parse', 'x.mol2 line 7: bad bond'));
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ code: 'parse', error: 'x.mol2 line 7: bad bond' });
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
  });
});
