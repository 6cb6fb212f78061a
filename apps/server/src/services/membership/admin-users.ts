import type { AdminUser, AdminUserPage } from '@topoforge/contract';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../kernel/db/schema.js';
import { toDate, toFlag } from '../../kernel/db/schema.js';
import { HttpError } from '../../kernel/http/errors.js';

const COLUMNS = [
  'id',
  'username',
  'real_name',
  'phone',
  'email',
  'organ',
  'user_level',
  'is_admin',
  'created_at',
] as const;

type Row = {
  id: number;
  username: string;
  real_name: string | null;
  phone: string | null;
  email: string | null;
  organ: string | null;
  user_level: string;
  is_admin: boolean | number;
  created_at: Date | string;
};

const wire = (r: Row, premiumLevels: readonly string[]): AdminUser => ({
  id: r.id,
  username: r.username,
  realName: r.real_name,
  phone: r.phone,
  email: r.email,
  organ: r.organ,
  userLevel: r.user_level,
  premium: premiumLevels.includes(r.user_level),
  admin: toFlag(r.is_admin),
  createdAt: toDate(r.created_at).toISOString(),
});

/** `%`, `_` and `\` taken literally in a LIKE pattern (escaped with `\`). */
const likeText = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Users, newest first, those whose username, real name, phone or e-mail contains the keyword. */
export async function userPage(
  db: Kysely<Database>,
  query: { readonly current: number; readonly size: number; readonly keyword?: string | undefined },
  premiumLevels: readonly string[],
): Promise<AdminUserPage> {
  let where = db.selectFrom('users');
  if (query.keyword) {
    const pattern = likeText(query.keyword.toLowerCase());
    where = where.where((eb) =>
      eb.or(
        (['username', 'real_name', 'phone', 'email'] as const).map(
          (c) => sql<boolean>`lower(${sql.ref(c)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  const [rows, count] = await Promise.all([
    where
      .select(COLUMNS)
      .orderBy('id', 'desc')
      .limit(query.size)
      .offset((query.current - 1) * query.size)
      .execute(),
    where.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    records: rows.map((r) => wire(r, premiumLevels)),
    total: Number(count.n),
    current: query.current,
    size: query.size,
  };
}

export async function setUserLevel(
  db: Kysely<Database>,
  userId: number,
  level: string,
  premiumLevels: readonly string[],
): Promise<AdminUser> {
  const row = await db
    .updateTable('users')
    .set({ user_level: level })
    .where('id', '=', userId)
    .returning(COLUMNS)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'membership-user-unknown', { username: String(userId) });
  return wire(row, premiumLevels);
}
