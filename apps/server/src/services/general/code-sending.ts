import type { CodeSentWire } from '@topoforge/contract';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../kernel/http/errors.js';
import type { Language } from '../../kernel/http/language.js';
import type { RateLimiter, RateRule } from '../../kernel/rate-limit/rate-limiter.js';
import type { CodeChannel, CodePurpose, CodeStore } from '../../kernel/verification/code-store.js';
import { RESEND_SECONDS } from '../../kernel/verification/code-store.js';
import { message } from '../../messages/index.js';

/**
 * How many codes may be asked for. Per phone or e-mail: a person who mistypes a few times is served, a
 * script cannot flood one inbox or phone (each SMS costs money). Per client address: one machine cannot
 * walk through many numbers. Checks of a code per address: its 5 tries are per code, this caps guessing
 * across codes.
 */
export interface CodeLimits {
  readonly target: RateRule;
  readonly address: RateRule;
  readonly checks: RateRule;
}

export const DEFAULT_CODE_LIMITS: CodeLimits = {
  target: { limit: 10, windowMs: 3600_000 },
  address: { limit: 30, windowMs: 3600_000 },
  checks: { limit: 60, windowMs: 5 * 60_000 },
};

export interface CodeRequest {
  readonly target: string;
  readonly channel: CodeChannel;
  readonly purpose: CodePurpose;
  readonly ip: string;
  readonly lang: Language;
  /** Sends the code; a throw means it did not leave (the code is then withdrawn). */
  readonly deliver: (code: string) => Promise<void>;
}

export interface CodeSendingDeps {
  readonly store: CodeStore;
  readonly limiter: RateLimiter;
  readonly limits: CodeLimits;
  readonly ttlMinutes: number;
  readonly log: FastifyBaseLogger;
}

/** 429: data.seconds for the page; the error handler says the same seconds in Retry-After. */
export function tooMany(key: string, seconds: number): HttpError {
  return new HttpError(429, key, { seconds, minutes: Math.max(1, Math.ceil(seconds / 60)) });
}

/**
 * Counts the request against the address and the target, issues a code (refused within 60 s of the last
 * one to the same target and purpose), delivers it, and answers the message the page shows.
 */
export async function sendCode(deps: CodeSendingDeps, request: CodeRequest): Promise<CodeSentWire> {
  const { store, limiter, limits } = deps;
  const { target, channel, purpose, ip } = request;
  const byAddress = await limiter.hit(`code:ip:${ip}`, limits.address);
  if (!byAddress.allowed) throw tooMany('too-many-codes', byAddress.retryAfter);
  const byTarget = await limiter.hit(`code:target:${target}`, limits.target);
  if (!byTarget.allowed) throw tooMany('too-many-codes', byTarget.retryAfter);
  const issued = await store.issue({ target, channel, purpose, ip });
  if (issued.kind === 'too-soon') throw tooMany('code-resend-too-soon', issued.waitSeconds);
  try {
    await request.deliver(issued.code);
  } catch (error) {
    // Not sent: forget the code so the 60-second wait does not hold back a new try.
    await store.withdraw(issued.id);
    deps.log.error({ err: error, channel }, 'verification code not delivered');
    throw new HttpError(502, channel === 'email' ? 'mail-send-failed' : 'sms-send-failed');
  }
  const sent = message('code-sent', { target, minutes: deps.ttlMinutes });
  return {
    message: sent?.[request.lang] ?? '',
    resendSeconds: RESEND_SECONDS,
    validMinutes: deps.ttlMinutes,
  };
}
