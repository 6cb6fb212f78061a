import {
  addConsultationRoute,
  editConsultationRoute,
  getConsultationRoute,
  listConsultationsRoute,
} from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../kernel/app-context.js';
import { registerApiRoute } from '../../../kernel/http/api-route.js';
import { HttpError } from '../../../kernel/http/errors.js';
import { createRateLimiter } from '../../../kernel/rate-limit/rate-limiter.js';
import type { RateRule } from '../../../kernel/rate-limit/rate-limiter.js';
import { createConsultationChecks } from '../consultation/consultation-checks.js';
import {
  findUserConsultation,
  insertConsultation,
  listConsultations,
  toConsultation,
  updateConsultation,
} from '../consultation/consultation-rows.js';

/** Submissions per client address: a person fixing a typo passes, a flood does not. */
export const CONSULTATION_LIMIT: RateRule = { limit: 10, windowMs: 60 * 60_000 };

/** The consultation form's calls (spec 002 §2.6, §4, §7) and the administrators' list. */
export function registerConsultationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const checks = createConsultationChecks();
  const limiter = createRateLimiter(ctx.db);
  const limit = async (ip: string) => {
    const hit = await limiter.hit(`consultation:ip:${ip}`, CONSULTATION_LIMIT);
    if (!hit.allowed) throw new HttpError(429, 'too-many-consultations', { seconds: hit.retryAfter });
  };
  registerApiRoute(app, { auth: ctx.auth }, addConsultationRoute, async ({ body, user, request }) => {
    await limit(request.ip);
    checks.check(body);
    // 002 §4: a logged-in user's form edits the record the user has.
    const existing = user ? await findUserConsultation(ctx.db, user.id) : undefined;
    const row = existing
      ? await updateConsultation(ctx.db, Number(existing.id), user!.id, body)
      : await insertConsultation(ctx.db, body, user?.id ?? null, request.ip);
    const { userId: _userId, ...wire } = toConsultation(row!);
    return wire;
  });
  registerApiRoute(app, { auth: ctx.auth }, editConsultationRoute, async ({ body, user, request }) => {
    if (!user) throw new HttpError(401, 'unauthorized');
    await limit(request.ip);
    checks.check(body);
    const row = await updateConsultation(ctx.db, body.id, user.id, body);
    if (!row) throw new HttpError(404, 'consultation-not-found', { id: body.id });
    const { userId: _userId, ...wire } = toConsultation(row);
    return wire;
  });
  registerApiRoute(app, { auth: ctx.auth }, getConsultationRoute, async ({ user }) => {
    if (!user) throw new HttpError(401, 'unauthorized');
    const row = await findUserConsultation(ctx.db, user.id);
    if (!row) return null;
    const { userId: _userId, ...wire } = toConsultation(row);
    return wire;
  });
  registerApiRoute(app, { auth: ctx.auth }, listConsultationsRoute, async ({ query }) => {
    const page = await listConsultations(ctx.db, query);
    return { total: page.total, records: page.rows.map(toConsultation) };
  });
}
