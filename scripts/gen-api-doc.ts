import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API_ROUTES } from '@topoforge/contract';
import { apiDoc } from './api-doc.js';

/** `npm run docs:api`: regenerates docs/api.md from the contract's route list. */
const target = fileURLToPath(new URL('../docs/api.md', import.meta.url));
writeFileSync(target, apiDoc(API_ROUTES));
console.log(`wrote ${target} (${API_ROUTES.length} calls)`);
