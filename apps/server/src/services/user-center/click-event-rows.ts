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

export async function insertClickEvent(
  db: Kysely<Database>,
  event: ClickEvent,
  now: Date = new Date(),
): Promise<number> {
  const row = await db
    .insertInto('click_events')
    .values({
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
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
