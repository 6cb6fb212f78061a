import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FORMATS } from '@topoforge/chem';
import { formatsDoc } from './formats-doc.js';

/** `npm run docs:formats`: regenerates docs/formats.md from the format registry. */
const target = fileURLToPath(new URL('../docs/formats.md', import.meta.url));
writeFileSync(target, formatsDoc(FORMATS));
console.log(`wrote ${target} (${FORMATS.length} formats)`);
