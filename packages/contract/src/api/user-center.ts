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
 * A tracking field: text, or a number (the client keeps large numbers as strings, ids may come as either);
 * cut to `max` characters rather than refused, so one long URL does not lose the event.
 */
const field = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).slice(0, max))
    .optional();

/** Spec 000 §7 "Click tracking", with the field names of 002 §3 "Tracking event". */
export const eventTrackBodySchema = z.object({
  deviceId: field(128),
  platform: field(32),
  eventName: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim().slice(0, 128))
    .pipe(z.string().min(1, 'must not be empty')),
  pageName: field(256),
  buttonName: field(256),
  userAgent: field(512),
  referer: field(2048),
  url: field(2048),
  channelId: field(128),
  type: field(64),
});

export const eventTrackResultSchema = z.object({ id: z.number().int() });

export const eventTrackRoute = defineRoute({
  method: 'POST',
  path: `${USER_CENTER_BASE}/eventTrack`,
  group: 'user-center-service',
  summary: 'Record a click (tracking event) of the web app',
  description:
    'eventName is required; the other fields are optional text (numbers are taken as text) and are cut to ' +
    'their limits (deviceId 128, platform 32, eventName 128, pageName and buttonName 256, userAgent 512, ' +
    'referer and url 2048, channelId 128, type 64 characters). userAgent and referer default to the ' +
    "request's headers. The user comes from the token when one is sent.",
  access: 'anonymous',
  body: eventTrackBodySchema,
  answer: { kind: 'json', data: eventTrackResultSchema },
});

export const USER_CENTER_ROUTES = [userDetailsRoute, eventTrackRoute] as const;
