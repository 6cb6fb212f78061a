import type { Kysely } from 'kysely';
import type { Database } from '../../kernel/db/schema.js';

export interface ClickEvent {
  readonly deviceId: string | null;
  readonly platform: string | null;
  readonly eventName: string;
  readonly pageName: string | null;
  readonly buttonName: string | null;
  readonly userAgent: string | null;
  readonly referer: string | null;
  readonly url: string | null;
  readonly channelId: string | null;
  readonly type: string | null;
  readonly userId: number | null;
}

/** A click as accepted, with the time it came (its row's created_at). */
export interface AcceptedClick extends ClickEvent {
  readonly at: Date;
}

/** Writes the clicks in one INSERT (12 values a row: far below either database's bound-parameter limit). */
export async function insertClickEvents(
  db: Kysely<Database>,
  events: readonly AcceptedClick[],
): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('click_events')
    .values(
      events.map((event) => ({
        device_id: event.deviceId,
        platform: event.platform,
        event_name: event.eventName,
        page_name: event.pageName,
        button_name: event.buttonName,
        user_agent: event.userAgent,
        referer: event.referer,
        url: event.url,
        channel_id: event.channelId,
        type: event.type,
        user_id: event.userId,
        created_at: event.at.toISOString(),
      })),
    )
    .execute();
}

/** Deletes the clicks older than `before`; answers how many. */
export async function deleteClickEventsBefore(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('click_events')
    .where('created_at', '<', before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
