/** A user-facing message in both interface languages of the spec. */
export interface LocalizedMessage {
  readonly en: string;
  readonly zh: string;
}

/** The values an error or answer carries (atom ids 1-based, line, limit, names …). */
export type MessageData = Readonly<Record<string, unknown>>;

/** One catalogue entry: the code's text in English and Chinese, filled from the data. */
export type MessageTemplate = (data: MessageData) => LocalizedMessage;

/** Entries keyed by stable code; one file per area, merged in index.ts into the server's one catalogue. */
export type MessageCatalogue = Readonly<Record<string, MessageTemplate>>;
