import { profileRoute, updateProfileRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../kernel/app-context.js';
import { HttpError } from '../../kernel/http/errors.js';
import { registerApiRoute } from '../../kernel/http/api-route.js';
import { referenceLists } from '../../kernel/reference/reference-lists.js';
import { readProfile, updateProfile } from './profile.js';

/** The caller's own profile: read and edit (issue 23 item 4 user centre). */
export function registerUserProfileService(app: FastifyInstance, ctx: AppContext): void {
  const lists = referenceLists(ctx.db);
  const deps = { auth: ctx.auth };
  const me = (user: { id: number } | null): number => {
    if (!user) throw new HttpError(401, 'unauthorized');
    return user.id;
  };
  registerApiRoute(app, deps, profileRoute, ({ user }) => readProfile(ctx.db, me(user)));
  registerApiRoute(app, deps, updateProfileRoute, async ({ body, user }) =>
    updateProfile(ctx.db, await lists.current(), me(user), body),
  );
}
