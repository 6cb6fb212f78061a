import type { Generated, Kysely } from 'kysely';
import type { Database } from '../../kernel/db/schema.js';
import { HttpError } from '../../kernel/http/errors.js';

/** Epoch milliseconds (bigint: PostgreSQL reads it back as text, hence `number | string`). */
type Millis = number | string;

export type ContentNoticesTable = {
  id: Generated<number>;
  title: string;
  text: string;
  link: string | null;
  published: number;
  sort_order: number;
  updated_at: Millis;
};

export type ContentNewsTable = {
  id: Generated<number>;
  title: string;
  summary: string;
  body: string;
  published: number;
  published_at: Millis | null;
  updated_at: Millis;
};

export type ContentPagesTable = {
  key: string;
  title: string;
  body: string;
  updated_at: Millis;
};

export type ContentTables = {
  content_notices: ContentNoticesTable;
  content_news: ContentNewsTable;
  content_pages: ContentPagesTable;
};

export type ContentDb = Kysely<Database & ContentTables>;

/** The app's database with this service's own tables (kept out of kernel/db/schema.ts: only we use them). */
export const contentDb = (db: Kysely<Database>): ContentDb => db.withTables<ContentTables>();

/** A stored time as the wire's ISO-8601 string. */
export const isoOf = (millis: Millis): string => new Date(Number(millis)).toISOString();

/** An update or delete that touched no row named something that does not exist: 404. */
export function mustExist(rows: bigint | number | undefined, what: string, id: number | string): void {
  if (Number(rows ?? 0) === 0) throw new HttpError(404, 'content-not-found', { what, id });
}
