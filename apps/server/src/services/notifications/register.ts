import {
  consoleWarningRoute,
  reminderListRoute,
  reminderReadRoute,
  reminderSendRoute,
  warningConfigListRoute,
  warningConfigSaveRoute,
} from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../kernel/app-context.js';
import { HttpError } from '../../kernel/http/errors.js';
import { registerApiRoute } from '../../kernel/http/api-route.js';
import { warningFigures } from './figures.js';
import { markRead, reminderPage, sendReminder } from './reminders.js';
import { notificationDb } from './rows.js';
import { activeWarnings, saveWarningConfig, warningConfigs } from './warnings.js';

/**
 * The notification centre's own calls (issue 23 item 4): each user's reminders, sent by administrators,
 * and the alert settings and warnings of the userWarning calls. Website notices are the content service's.
 */
export function registerNotificationService(app: FastifyInstance, ctx: AppContext): void {
  const db = notificationDb(ctx.db);
  const deps = { auth: ctx.auth };
  const me = (user: { id: number } | null): number => {
    if (!user) throw new HttpError(401, 'unauthorized');
    return user.id;
  };

  registerApiRoute(app, deps, reminderListRoute, ({ query, user }) => reminderPage(db, me(user), query));
  registerApiRoute(app, deps, reminderReadRoute, ({ body, user }) => markRead(db, me(user), body.id));
  registerApiRoute(app, deps, reminderSendRoute, async ({ body, user }) => {
    let ids: number[] | null = null;
    if (body.username !== undefined) {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('username', '=', body.username)
        .executeTakeFirst();
      if (!row) throw new HttpError(404, 'group-user-unknown', { username: body.username });
      ids = [row.id];
    }
    const reminder = { title: body.title, text: body.text, link: body.link ?? null };
    return { sent: await sendReminder(db, ids, reminder, user?.id ?? null) };
  });

  registerApiRoute(app, deps, warningConfigListRoute, ({ user }) => warningConfigs(db, me(user)));
  registerApiRoute(app, deps, warningConfigSaveRoute, ({ body, user }) =>
    saveWarningConfig(db, me(user), body),
  );
  registerApiRoute(app, deps, consoleWarningRoute, async ({ user, lang }) => {
    const configs = await warningConfigs(db, me(user));
    return activeWarnings(configs, await warningFigures(ctx, me(user)), lang);
  });
}
