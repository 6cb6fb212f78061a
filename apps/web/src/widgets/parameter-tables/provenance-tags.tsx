import type { ParameterSet } from '@topoforge/contract';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

export type Provenance = ParameterSet['provenance']['bonds'][number];

/** The widest a provenance note is shown (px); the whole note is in its tooltip. */
export const NOTE_MAX_WIDTH = 240;

const noteStyle = {
  maxWidth: NOTE_MAX_WIDTH,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
} as const;

/**
 * An estimated row's note in the interface language: the structured note (rule key + untranslated
 * values) when chem gave one, else the English sentence of an older saved parameter set.
 */
export function estimatedNoteText(t: TFunction, provenance: Provenance): string {
  const structured = provenance.estimatedNote;
  if (structured !== undefined) return t(`topology.note.${structured.key}`, structured.values);
  return provenance.estimatedFrom === undefined
    ? t('topology.estimated')
    : t('topology.estimatedFrom', { from: provenance.estimatedFrom });
}

/** The note, then the files' sentence (which keeps the reasons of each substitution). */
function NoteWithDetail({ note, detail }: { note: string; detail: string }) {
  return (
    <>
      <div>{note}</div>
      <div>{detail}</div>
    </>
  );
}

/**
 * Where a row's parameters came from; estimated and edited rows stand out (000 §2, issue 6). A long
 * note ("estimated from …") is cut with an ellipsis so the row's actions stay in view; hovering shows it.
 */
export function ProvenanceTags({ provenance }: { provenance: Provenance | undefined }) {
  const { t } = useTranslation();
  if (provenance === undefined) return null;
  const note = estimatedNoteText(t, provenance);
  const detail =
    provenance.estimatedNote !== undefined && provenance.estimatedFrom !== undefined
      ? t('topology.noteDetail', { detail: provenance.estimatedFrom })
      : undefined;
  return (
    <Flex gap={4} wrap>
      <Tag>{provenance.forceField}</Tag>
      {provenance.estimated && (
        <Tooltip title={detail === undefined ? note : <NoteWithDetail note={note} detail={detail} />}>
          <Tag color="orange" style={noteStyle} data-testid="estimated" data-note={note}>
            {note}
          </Tag>
        </Tooltip>
      )}
      {provenance.derivedFrom !== undefined && (
        <Tag color="blue" data-testid="derived">
          {t(`topology.derived.${provenance.derivedFrom}`)}
        </Tag>
      )}
    </Flex>
  );
}
