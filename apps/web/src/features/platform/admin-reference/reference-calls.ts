import type {
  ReferenceDomain,
  ReferenceUniversity,
  ReferenceUniversityBody,
  ReferenceWord,
  SensitiveEditKind,
} from '@topoforge/contract';
import {
  referenceDomainAddRoute,
  referenceDomainListRoute,
  referenceDomainRemoveRoute,
  referenceUniversityAddRoute,
  referenceUniversityListRoute,
  referenceUniversityRemoveRoute,
  referenceWordAddRoute,
  referenceWordListRoute,
  referenceWordRemoveRoute,
} from '@topoforge/contract';
import type { z } from 'zod';
import { getJson, postJson } from '../../../api/client';

interface Answering {
  readonly path: string;
  readonly answer: { readonly data: z.ZodType };
}

/** One list's calls: what it answers, an add with the form's values, a remove by the row's key. */
function listCalls<Row, Values>(
  list: Answering,
  add: Answering,
  remove: Answering,
  keyOf: (row: Row) => object,
) {
  return {
    list: (signal?: AbortSignal) => getJson(list.path, list.answer.data, signal) as Promise<Row[]>,
    add: (values: Values) => postJson(add.path, values, add.answer.data),
    remove: (row: Row) => postJson(remove.path, keyOf(row), remove.answer.data),
  };
}

/**
 * The administrators' reference-list calls (issue 22 item 3). A refused add or remove is shown by the
 * shell's presenter with the server's message and rethrown, so the form keeps what was typed.
 */
export const referenceCalls = {
  universities: listCalls<ReferenceUniversity, ReferenceUniversityBody>(
    referenceUniversityListRoute,
    referenceUniversityAddRoute,
    referenceUniversityRemoveRoute,
    (row) => ({ id: row.id }),
  ),
  domains: listCalls<ReferenceDomain, { domain: string }>(
    referenceDomainListRoute,
    referenceDomainAddRoute,
    referenceDomainRemoveRoute,
    (row) => ({ domain: row.domain }),
  ),
  words: listCalls<ReferenceWord, { word: string; kind: SensitiveEditKind }>(
    referenceWordListRoute,
    referenceWordAddRoute,
    referenceWordRemoveRoute,
    (row) => ({ word: row.word, kind: row.kind }),
  ),
};
