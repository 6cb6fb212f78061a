import type { ReferenceUniversityBody } from '@topoforge/contract';
import {
  normalizeReferenceDomain,
  REFERENCE_DOMAIN,
  REFERENCE_NAME_MAX,
  REFERENCE_UNIVERSITY_ID,
  REFERENCE_WORD_MAX,
} from '@topoforge/contract';
import { HttpError } from '../../kernel/http/errors.js';
import type { NewUniversity } from '../../kernel/reference/additions.js';

/** Characters as a reader counts them (a CJK character or an emoji is one), not UTF-16 units. */
const length = (text: string): number => [...text].length;

/** A university addition as stored, or 400 with the rule it breaks (issue 22 item 3). */
export function checkedUniversity(body: ReferenceUniversityBody): NewUniversity {
  const id = body.id.trim();
  if (!REFERENCE_UNIVERSITY_ID.test(id)) throw new HttpError(400, 'reference-admin-university-id');
  const name = body.name.trim();
  if (length(name) < 1 || length(name) > REFERENCE_NAME_MAX) throw new HttpError(400, 'reference-admin-name');
  return {
    id,
    name,
    ...(body.province ? { province: body.province.trim() } : {}),
    ...(body.city ? { city: body.city.trim() } : {}),
    ...(body.authority ? { authority: body.authority.trim() } : {}),
  };
}

/** The domain as stored (lower case, no '@' or final dot), or 400. */
export function checkedDomain(input: string): string {
  const domain = normalizeReferenceDomain(input);
  if (!REFERENCE_DOMAIN.test(domain)) throw new HttpError(400, 'reference-admin-domain');
  return domain;
}

/** The word as stored (trimmed, spaces inside collapsed as the matcher reads them), or 400. */
export function checkedWord(input: string): string {
  const word = input.trim().replace(/\s+/g, ' ');
  if (length(word) < 1 || length(word) > REFERENCE_WORD_MAX) throw new HttpError(400, 'reference-admin-word');
  return word;
}
