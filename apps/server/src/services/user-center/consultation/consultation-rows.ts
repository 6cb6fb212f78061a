import type { ConsultationBody, ConsultationWire } from '@topoforge/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SalesTracksTable } from '../../../kernel/db/schema.js';
import { toDate } from '../../../kernel/db/schema.js';

type Row = Selectable<SalesTracksTable>;

export const toConsultation = (r: Row): ConsultationWire & { userId: number | null } => ({
  id: Number(r.id),
  userId: r.user_id === null ? null : Number(r.user_id),
  customerName: r.customer_name,
  gender: r.gender === '1' ? '1' : '0',
  phoneNo: r.phone_no,
  email: r.email,
  country: r.country,
  address: r.address,
  organ: r.organ,
  department: r.department,
  profession: r.profession as ConsultationWire['profession'],
  jobTitle: r.job_title as ConsultationWire['jobTitle'],
  ...(r.focus_content === null ? {} : { focusContent: r.focus_content }),
  ...(r.remarks === null ? {} : { remarks: r.remarks }),
  intention: Number(r.intention),
  createdAt: toDate(r.created_at).toISOString(),
  updatedAt: toDate(r.updated_at).toISOString(),
});

const columns = (body: ConsultationBody) => ({
  customer_name: body.customerName,
  gender: body.gender,
  phone_no: body.phoneNo,
  email: body.email.toLowerCase(),
  country: body.country,
  address: body.address,
  organ: body.organ,
  department: body.department,
  profession: body.profession,
  job_title: body.jobTitle,
  focus_content: body.focusContent === undefined || body.focusContent === '' ? null : body.focusContent,
  remarks: body.remarks === undefined || body.remarks === '' ? null : body.remarks,
  intention: body.intention,
});

export async function insertConsultation(
  db: Kysely<Database>,
  body: ConsultationBody,
  userId: number | null,
  ip: string,
): Promise<Row> {
  const now = new Date().toISOString();
  return db
    .insertInto('sales_tracks')
    .values({ ...columns(body), user_id: userId, ip, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Updates record `id` of user `userId`; undefined when the user has no such record. */
export async function updateConsultation(
  db: Kysely<Database>,
  id: number,
  userId: number,
  body: ConsultationBody,
): Promise<Row | undefined> {
  return db
    .updateTable('sales_tracks')
    .set({ ...columns(body), updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** The user's latest record, or undefined. */
export async function findUserConsultation(db: Kysely<Database>, userId: number): Promise<Row | undefined> {
  return db
    .selectFrom('sales_tracks')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function listConsultations(
  db: Kysely<Database>,
  page: { readonly current: number; readonly size: number; readonly keyword?: string | undefined },
): Promise<{ readonly total: number; readonly rows: readonly Row[] }> {
  const keyword = page.keyword?.trim() ?? '';
  let query = db.selectFrom('sales_tracks');
  if (keyword !== '') {
    // % and _ typed by an administrator act as wildcards: harmless in an administrator's own search.
    const like = `%${keyword}%`;
    query = query.where((eb) =>
      eb.or(
        ['customer_name', 'organ', 'phone_no', 'email'].map((c) => eb(c as 'customer_name', 'like', like)),
      ),
    );
  }
  const count = await query
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.size)
    .offset((page.current - 1) * page.size)
    .execute();
  return { total: Number(count.n), rows };
}
