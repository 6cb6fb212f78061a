import type { Generated, Kysely } from 'kysely';
import type { Database } from '../../kernel/db/schema.js';

type Millis = number | string;

/** Migration 0013's notification tables. */
export type NotificationTables = {
  user_reminders: {
    id: Generated<number>;
    user_id: number;
    title: string;
    text: string;
    link: string | null;
    read_at: Millis | null;
    created_by: number | null;
    created_at: Millis;
  };
  user_warning_settings: {
    user_id: number;
    code: string;
    enabled: number;
    threshold: number;
    updated_at: Millis;
  };
};

export type NotificationDb = Kysely<Database & NotificationTables>;
export const notificationDb = (db: Kysely<Database>): NotificationDb => db.withTables<NotificationTables>();
