import type { CitationRecord, Cited } from './data/citations.js';
import { CITATIONS } from './data/citations.js';
import { visibleElements } from './lammps-lines.js';
import type { ParsedPotential, PotentialFamily, PotentialUnits } from './types.js';

/** One module of the browsers (spec 001 §3 "Module detail" plus the list-row fields). */
export interface PotentialModule {
  readonly modelId: string;
  readonly id: string;
  readonly elements: readonly string[];
  readonly title: string;
  readonly potentialFunctionType: PotentialFamily;
  readonly pairStyle: string;
  readonly units: PotentialUnits;
  readonly authors: string;
  readonly year: string;
  readonly journal: string;
  readonly doi: string | null;
  readonly abstractContent: string | null;
  readonly fileNames: readonly { readonly fileId: string; readonly fileName: string }[];
  readonly otherContent: string | null;
  readonly header: {
    readonly date: string | null;
    readonly contributor: string | null;
    readonly citation: string | null;
  };
  readonly sources: Readonly<Record<string, string>>;
  readonly errata: readonly { readonly value: string; readonly source: string }[];
  readonly sha256: string;
}

export const UNKNOWN = 'unknown';

/** "Unknown" in a header means no value. */
const known = (value: string | null): string | null =>
  value === null || /^unknown$/i.test(value) ? null : value;

/** Without a record for this hash: the year in the header's CITATION, the CITATION itself as the journal. */
function fromHeader(potential: ParsedPotential): CitationRecord {
  const citation = known(potential.header.citation);
  const year = citation ? /\((\d{4})\)/.exec(citation)?.[1] : undefined;
  return {
    fileName: potential.fileName,
    ...(year ? { year: [year, 'header'] as const } : {}),
    ...(citation ? { journal: [citation, 'header'] as const } : {}),
  };
}

function journalOf(record: CitationRecord): Cited | undefined {
  if (!record.journal) return undefined;
  const parts = [record.journal[0], record.volume?.[0], record.pages?.[0]].filter(Boolean);
  const text = parts.length === 3 ? `${parts[0]} ${parts[1]}, ${parts[2]}` : parts.join(' ');
  const sources = [...new Set([record.journal[1], record.volume?.[1], record.pages?.[1]].filter(Boolean))];
  return [text, sources.join('; ')];
}

const STYLE_LABEL: Readonly<Record<string, string>> = {
  eam: 'EAM (funcfl)',
  'eam/alloy': 'EAM (setfl, eam/alloy)',
  'eam/fs': 'Finnis-Sinclair EAM (eam/fs)',
  adp: 'angular-dependent EAM (adp)',
  'eam/cd': 'concentration-dependent EAM (eam/cd)',
  'eam/he': 'EAM with He (eam/he)',
  polymorphic: 'EAM in polymorphic tables (polymorphic)',
  reaxff: 'ReaxFF',
};

/**
 * The module of one parsed file. Its id is the file name: stable across runs and listing orders, and the
 * fileId of the download. `companions` are further files the module needs (ci-reaxFF's ZBL tables).
 */
export function moduleOf(
  potential: ParsedPotential,
  sha256: string,
  companions: readonly string[] = [],
): PotentialModule {
  const record = CITATIONS[sha256] ?? fromHeader(potential);
  const elements = visibleElements(potential.elements);
  const journal = journalOf(record);
  const fields: Record<string, Cited | undefined> = {
    authors: record.authors,
    year: record.year,
    journal,
    doi: record.doi,
    title: record.title,
    abstractContent: record.abstractContent,
  };
  const sources: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) if (value) sources[key] = value[1];
  const doi = record.doi?.[0] ?? null;
  const label = STYLE_LABEL[potential.style] ?? potential.style;
  return {
    modelId: potential.fileName,
    id: potential.fileName,
    elements,
    title: record.title?.[0] ?? `${elements.join('-')} ${label}: ${potential.fileName}`,
    potentialFunctionType: potential.family,
    pairStyle: potential.style,
    units: potential.units,
    authors: record.authors?.[0] ?? UNKNOWN,
    year: record.year?.[0] ?? UNKNOWN,
    journal: journal?.[0] ?? UNKNOWN,
    doi,
    abstractContent: record.abstractContent?.[0] ?? null,
    fileNames: [potential.fileName, ...companions].map((name) => ({ fileId: name, fileName: name })),
    otherContent: doi ? `https://doi.org/${doi}` : null,
    header: {
      date: potential.header.date,
      contributor: known(potential.header.contributor),
      citation: known(potential.header.citation),
    },
    sources,
    errata: (record.errata ?? []).map(([value, source]) => ({ value, source })),
    sha256,
  };
}
