import { z } from 'zod';
import { ADMIN_SERVICE_BASE, SAFE_LINK } from './content.js';
import { defineRoute } from './route-spec.js';
import { USER_CENTER_BASE } from './user-center.js';
import { GENERAL_BASE } from './verification.js';

/**
 * The notification centre (issue 23 item 4; 002 §2.3 notification-center: website-notice with detail,
 * remind-event, warning-info). Website notices are the content service's notices (admin-service
 * notice/getNoticeList). Reminders are per user, written by administrators; warnings are computed from
 * the user's data against the user's own alert settings (the userWarning calls of 002 §7).
 */
const WARNING_BASE = `${GENERAL_BASE}/userWarning/config`;
export const REMINDER_TITLE_MAX = 100;
export const REMINDER_TEXT_MAX = 2000;

/**
 * The warnings the server can compute: low computing credit (core-hours left, kernel/credit) and a
 * personal storage space near its quota (per cent used, kernel/storage). Defaults until a user saves.
 */
export const WARNING_CODES = ['low-credit', 'storage-quota'] as const;
export type WarningCode = (typeof WARNING_CODES)[number];
export const WARNING_DEFAULTS: Readonly<
  Record<WarningCode, { threshold: number; unit: string; max: number }>
> = {
  'low-credit': { threshold: 10, unit: 'core-hours', max: 1e6 },
  'storage-quota': { threshold: 90, unit: '%', max: 100 },
};

export const reminderSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Reminder = z.infer<typeof reminderSchema>;

export const reminderPageSchema = z.object({
  records: z.array(reminderSchema),
  total: z.number().int(),
  unread: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
});
export type ReminderPage = z.infer<typeof reminderPageSchema>;

export const warningConfigSchema = z.object({
  code: z.enum(WARNING_CODES),
  unit: z.string(),
  enabled: z.boolean(),
  threshold: z.number(),
  defaultThreshold: z.number(),
});
export type WarningConfig = z.infer<typeof warningConfigSchema>;

export const consoleWarningSchema = z.object({
  code: z.enum(WARNING_CODES),
  /** The measured value (core-hours left, per cent used) and the user's threshold. */
  value: z.number(),
  threshold: z.number(),
  unit: z.string(),
  message: z.string(),
});
export type ConsoleWarning = z.infer<typeof consoleWarningSchema>;

export const reminderListRoute = defineRoute({
  method: 'GET',
  path: `${USER_CENTER_BASE}/user/notice/getFdcEventPageList`,
  group: 'user-center-service',
  summary: "The caller's reminders, newest first, with the unread count (002 §7; size 20, page 1)",
  access: 'user',
  query: z.object({
    current: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
  }),
  answer: { kind: 'json', data: reminderPageSchema },
});

export const reminderReadRoute = defineRoute({
  method: 'POST',
  path: `${USER_CENTER_BASE}/user/notice/read`,
  group: 'user-center-service',
  summary: 'Mark one of the caller’s reminders read (or all of them without an id)',
  description: "404 when the id is not one of the caller's reminders.",
  access: 'user',
  body: z.object({ id: z.number().int().positive().optional() }),
  answer: { kind: 'json', data: z.object({ unread: z.number().int() }) },
});

export const reminderSendRoute = defineRoute({
  method: 'POST',
  path: `${ADMIN_SERVICE_BASE}/notification/remind`,
  group: 'admin-service',
  summary: 'Send a reminder to one user (by username) or to every user (without one)',
  description: 'Administrators only (403 otherwise). 404 unknown user. Answers how many users got it.',
  access: 'admin',
  body: z.object({
    username: z.string().trim().min(1).max(100).optional(),
    title: z.string().trim().min(1).max(REMINDER_TITLE_MAX),
    text: z.string().trim().min(1).max(REMINDER_TEXT_MAX),
    link: z
      .string()
      .trim()
      .max(2048)
      .regex(SAFE_LINK, 'a path of this site (/…) or an http(s) address')
      .optional(),
  }),
  answer: { kind: 'json', data: z.object({ sent: z.number().int() }) },
});

export const warningConfigListRoute = defineRoute({
  method: 'GET',
  path: `${WARNING_BASE}/getUserWarningConfigList`,
  group: 'general-service',
  summary: "The caller's alert settings, one per warning the server computes (defaults until saved)",
  access: 'user',
  answer: { kind: 'json', data: z.array(warningConfigSchema) },
});

export const warningConfigSaveRoute = defineRoute({
  method: 'POST',
  path: `${WARNING_BASE}/saveUserConfig`,
  group: 'general-service',
  summary: 'Save one alert setting of the caller (on/off and threshold)',
  description: 'threshold ≥ 0 and at most 1e6 core-hours or 100 %; 400 otherwise.',
  access: 'user',
  body: z.object({ code: z.enum(WARNING_CODES), enabled: z.boolean(), threshold: z.number().min(0) }),
  answer: { kind: 'json', data: z.array(warningConfigSchema) },
});

export const consoleWarningRoute = defineRoute({
  method: 'GET',
  path: `${WARNING_BASE}/getUserConsoleWarningInfo`,
  group: 'general-service',
  summary: "The caller's warnings now: credit below, storage use above the thresholds they keep on",
  access: 'user',
  answer: { kind: 'json', data: z.array(consoleWarningSchema) },
});

export const NOTIFICATION_ROUTES = [
  reminderListRoute,
  reminderReadRoute,
  reminderSendRoute,
  warningConfigListRoute,
  warningConfigSaveRoute,
  consoleWarningRoute,
] as const;
