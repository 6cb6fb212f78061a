import {
  collegeEmailRoute,
  countryListRoute,
  regionTreeRoute,
  sensitiveWordsRoute,
} from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../../kernel/http/api-route.js';
import { registerApiRoute } from '../../../kernel/http/api-route.js';
import { envelopeJson, PreparedJson } from '../../../kernel/http/prepared-json.js';
import { buildCountryList } from '../../../kernel/reference/countries.js';
import { createCollegeEmailRule } from '../../../kernel/reference/email-domains.js';
import { buildRegionTree } from '../../../kernel/reference/regions.js';
import { createSensitiveWordMatcher } from '../../../kernel/reference/sensitive-words.js';

/** A fixed answer checked against the contract and written once, on its first request. */
function preparedOnce(make: () => string): () => PreparedJson {
  let prepared: PreparedJson | undefined;
  return () => (prepared ??= new PreparedJson(make()));
}

/**
 * The general service's reference calls (spec 002 §5, §7; issue 22 items 3 and 5): the college e-mail
 * domain check, the sensitive-word check, China's region tree and the country list. The lists are built
 * once here; administrators' additions will be passed to the create… functions when they have a table.
 */
export function registerReferenceDataRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const email = createCollegeEmailRule();
  const words = createSensitiveWordMatcher();
  registerApiRoute(app, deps, collegeEmailRoute, ({ query }) => email.isCollegeEmail(query.emailSuffix));
  registerApiRoute(app, deps, sensitiveWordsRoute, ({ body }) => words.contains(body));
  // About 3,500 regions: checking and serialising them per request would cost milliseconds each time.
  const regions = preparedOnce(() => envelopeJson(regionTreeRoute.answer.data, buildRegionTree()));
  registerApiRoute(app, deps, regionTreeRoute, regions);
  const countries = preparedOnce(() => envelopeJson(countryListRoute.answer.data, buildCountryList()));
  registerApiRoute(app, deps, countryListRoute, countries);
}
