import { describe, expect, it } from 'vitest';
import { HttpError, notFoundAnswer, toErrorAnswer } from './errors.js';

describe('toErrorAnswer', () => {
  it('passes an HttpError through', () => {
    expect(toErrorAnswer(new HttpError(409, 'conflict', 'already there'))).toEqual({
      statusCode: 409,
      body: { code: 'conflict', message: 'already there' },
    });
  });

  it('keeps the message of a client error and names its code from the status', () => {
    const error = Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 });
    expect(toErrorAnswer(error)).toEqual({
      statusCode: 400,
      body: { code: 'bad-request', message: 'Body is not valid JSON' },
    });
  });

  it('hides everything about a server error', () => {
    const error = new Error('ENOENT: /etc/secret at line 3');
    const answer = toErrorAnswer(error);
    expect(answer).toEqual({ statusCode: 500, body: { code: 'internal', message: 'Internal server error' } });
    expect(JSON.stringify(answer)).not.toContain('secret');
  });

  it('treats thrown non-errors as server errors', () => {
    expect(toErrorAnswer('boom').statusCode).toBe(500);
    expect(toErrorAnswer({ statusCode: '400' }).statusCode).toBe(500);
  });
});

describe('notFoundAnswer', () => {
  it('names the method and path, without the query', () => {
    expect(notFoundAnswer('GET', '/cgi/x?token=abc').body).toEqual({
      code: 'not-found',
      message: 'No resource at GET /cgi/x',
    });
  });
});
