import { readFileSync } from 'node:fs';
import { API_ROUTES } from '@topoforge/contract';
import { describe, expect, it } from 'vitest';
import { apiDoc } from './api-doc.js';

describe('docs/api.md', () => {
  it('is what `npm run docs:api` generates from the contract (run it after changing a route)', () => {
    const committed = readFileSync(new URL('../docs/api.md', import.meta.url), 'utf8');
    expect(committed).toBe(apiDoc(API_ROUTES));
  });

  it('lists every route once', () => {
    const doc = apiDoc(API_ROUTES);
    for (const route of API_ROUTES) {
      expect(doc.split(`### \`${route.method} ${route.path}\``).length - 1, route.path).toBe(1);
    }
  });
});
