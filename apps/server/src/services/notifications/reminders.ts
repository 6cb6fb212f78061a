import type { ReminderPage } from '@topoforge/contract';
import { HttpError } from '../../kernel/http/errors.js';
import type { NotificationDb } from './rows.js';

export interface NewReminder {
  readonly title: string;
  readonly text: string;
  readonly link: string | null;
}

/** Sends a reminder to the given users (every user when `userIds` is null); answers how many got it. */
export async function sendReminder(
  db: NotificationDb,
  userIds: readonly number[] | null,
  reminder: NewReminder,
  by: number | null,
  at = Date.now(),
): Promise<number> {
  const ids = userIds ?? (await db.selectFrom('users').select('id').execute()).map((r) => r.id);
  if (ids.length === 0) return 0;
  await db
    .insertInto('user_reminders')
    .values(ids.map((user_id) => ({ user_id, ...reminder, created_by: by, created_at: at })))
    .execute();
  return ids.length;
}

const unreadOf = async (db: NotificationDb, userId: number): Promise<number> => {
  const row = await db
    .selectFrom('user_reminders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** One page of the user's own reminders, newest first. */
export async function reminderPage(
  db: NotificationDb,
  userId: number,
  page: { readonly current: number; readonly size: number },
): Promise<ReminderPage> {
  const mine = db.selectFrom('user_reminders').where('user_id', '=', userId);
  const [rows, count, unread] = await Promise.all([
    mine
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.size)
      .offset((page.current - 1) * page.size)
      .execute(),
    mine.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    unreadOf(db, userId),
  ]);
  const records = rows.map((r) => ({
    id: r.id,
    title: r.title,
    text: r.text,
    link: r.link,
    read: r.read_at !== null,
    createdAt: new Date(Number(r.created_at)).toISOString(),
  }));
  return { records, total: Number(count.n), unread, ...page };
}

/** Marks one reminder of the user read (404 when it is not theirs), or all of them; answers the unread count. */
export async function markRead(db: NotificationDb, userId: number, id: number | undefined, at = Date.now()) {
  let update = db.updateTable('user_reminders').set({ read_at: at }).where('user_id', '=', userId);
  if (id !== undefined) update = update.where('id', '=', id);
  else update = update.where('read_at', 'is', null);
  const done = await update.executeTakeFirst();
  if (id !== undefined && Number(done.numUpdatedRows) === 0)
    throw new HttpError(404, 'notification-not-found');
  return { unread: await unreadOf(db, userId) };
}
