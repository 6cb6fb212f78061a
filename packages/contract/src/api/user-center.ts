import { z } from 'zod';
import { authUserSchema } from './auth.js';
import { defineRoute } from './route-spec.js';

export const USER_CENTER_BASE = '/cgi/user-center-service';

export const userDetailsRoute = defineRoute({
  method: 'GET',
  path: `${USER_CENTER_BASE}/user/getUserDetails`,
  group: 'user-center-service',
  summary: 'The logged-in user (level, premium and admin flags)',
  description: 'Without a valid token: 401 with body status 401 (the client clears its login).',
  access: 'user',
  answer: { kind: 'json', data: authUserSchema },
});

/**
 * The most characters each tracking field may have. The web client's values fit with room to spare (a
 * UUID device id, its own page and button names, the browser's user agent, referrer and page address);
 * a longer value is refused with a 400 naming the field, so no request can store more than about 6 KB.
 */
export const EVENT_TRACK_FIELD_CAPS = {
  deviceId: 128,
  platform: 32,
  eventName: 128,
  pageName: 256,
  buttonName: 256,
  userAgent: 1024,
  referer: 2048,
  url: 2048,
  channelId: 128,
  type: 64,
} as const;
const CAPS = EVENT_TRACK_FIELD_CAPS;

/** A tracking field: text, or a number (the client keeps large numbers as strings, ids may come as either). */
const field = (max: number) =>
  z
    .union([z.string().max(max, `at most ${max} characters`), z.number()])
    .transform((v) => String(v))
    .optional();

/** Spec 000 §7 "Click tracking", with the field names of 002 §3 "Tracking event". */
export const eventTrackBodySchema = z.object({
  deviceId: field(CAPS.deviceId),
  platform: field(CAPS.platform),
  eventName: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, 'must not be empty').max(CAPS.eventName, `at most ${CAPS.eventName} characters`)),
  pageName: field(CAPS.pageName),
  buttonName: field(CAPS.buttonName),
  userAgent: field(CAPS.userAgent),
  referer: field(CAPS.referer),
  url: field(CAPS.url),
  channelId: field(CAPS.channelId),
  type: field(CAPS.type),
});

/** The event is accepted: it is written with others in one statement within a moment (not yet on answering). */
export const eventTrackResultSchema = z.object({ accepted: z.literal(true) });

export const eventTrackRoute = defineRoute({
  method: 'POST',
  path: `${USER_CENTER_BASE}/eventTrack`,
  group: 'user-center-service',
  summary: 'Record a click (tracking event) of the web app',
  description:
    'eventName is required; the other fields are optional text (numbers are taken as text) of at most ' +
    'deviceId 128, platform 32, eventName 128, pageName and buttonName 256, userAgent 1024, referer and ' +
    'url 2048, channelId 128, type 64 characters: a longer one is refused (400 naming the field). ' +
    "userAgent and referer default to the request's headers. The user comes from the token when one is " +
    'sent. Events are written in batches (answered before the write, kept until the server stops) and ' +
    'kept TRACKING_RETENTION_DAYS (default 90). At most 120 events a minute per client address and 60 per ' +
    'user → 429.',
  access: 'anonymous',
  body: eventTrackBodySchema,
  answer: { kind: 'json', data: eventTrackResultSchema },
});

export const USER_CENTER_ROUTES = [userDetailsRoute, eventTrackRoute] as const;
