import { UNIVERSITY_SEARCH_LIMIT, universitySearchRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../kernel/app-context.js';
import { registerApiRoute } from '../../../kernel/http/api-route.js';
import { referenceLists } from '../../../kernel/reference/reference-lists.js';

/** GET university/getUniversityByName (spec 002 §7): the registration form's organisation picker. */
export function registerUniversityRoutes(app: FastifyInstance, deps: AppContext): void {
  const lists = referenceLists(deps.db);
  registerApiRoute(app, deps, universitySearchRoute, async ({ query }) =>
    (await lists.current()).universities
      .search(query.keyword, UNIVERSITY_SEARCH_LIMIT)
      .map(({ id, name, nameEn, province, city }) => ({
        id,
        name,
        ...(nameEn === undefined ? {} : { nameEn }),
        ...(province === undefined ? {} : { province }),
        ...(city === undefined ? {} : { city }),
      })),
  );
}
