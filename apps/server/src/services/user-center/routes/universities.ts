import { UNIVERSITY_SEARCH_LIMIT, universitySearchRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../../kernel/http/api-route.js';
import { registerApiRoute } from '../../../kernel/http/api-route.js';
import { createUniversityDirectory } from '../../../kernel/reference/universities.js';

/** GET university/getUniversityByName (spec 002 §7): the registration form's organisation picker. */
export function registerUniversityRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const directory = createUniversityDirectory();
  registerApiRoute(app, deps, universitySearchRoute, ({ query }) =>
    directory.search(query.keyword, UNIVERSITY_SEARCH_LIMIT).map(({ id, name, nameEn, province, city }) => ({
      id,
      name,
      ...(nameEn === undefined ? {} : { nameEn }),
      ...(province === undefined ? {} : { province }),
      ...(city === undefined ? {} : { city }),
    })),
  );
}
