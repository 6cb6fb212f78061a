import {
  collegeEmailRoute,
  countryListRoute,
  regionTreeRoute,
  sensitiveWordsRoute,
} from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../kernel/app-context.js';
import { registerApiRoute } from '../../../kernel/http/api-route.js';
import { envelopeJson, PreparedJson } from '../../../kernel/http/prepared-json.js';
import { buildCountryList } from '../../../kernel/reference/countries.js';
import { buildRegionTree } from '../../../kernel/reference/regions.js';
import { referenceLists } from '../../../kernel/reference/reference-lists.js';

/** A fixed answer checked against the contract and written once, on its first request. */
function preparedOnce(make: () => string): () => PreparedJson {
  let prepared: PreparedJson | undefined;
  return () => (prepared ??= new PreparedJson(make()));
}

/**
 * The general service's reference calls (spec 002 §5, §7; issue 22 items 3 and 5): the college e-mail
 * domain check, the sensitive-word check, China's region tree and the country list. The lists are built
 * with the administrators' edits (kernel/reference/reference-lists.ts, rebuilt when the database's version moves).
 */
export function registerReferenceDataRoutes(app: FastifyInstance, deps: AppContext): void {
  const lists = referenceLists(deps.db);
  registerApiRoute(app, deps, collegeEmailRoute, async ({ query }) =>
    (await lists.current()).collegeEmail.isCollegeEmail(query.emailSuffix),
  );
  registerApiRoute(app, deps, sensitiveWordsRoute, async ({ body }) =>
    (await lists.current()).sensitive.contains(body),
  );
  // About 3,500 regions: checking and serialising them per request would cost milliseconds each time.
  const regions = preparedOnce(() => envelopeJson(regionTreeRoute.answer.data, buildRegionTree()));
  registerApiRoute(app, deps, regionTreeRoute, regions);
  const countries = preparedOnce(() => envelopeJson(countryListRoute.answer.data, buildCountryList()));
  registerApiRoute(app, deps, countryListRoute, countries);
}
