import { eventTrackRoute } from '@topoforge/contract';
import { storedAccessToken } from './auth-storage';

/** Where the random device id lives (002 §3 "Device id: generated once and stored locally"). */
export const DEVICE_ID_KEY = 'topoforge.deviceId';

/** The buttons spec 000 §7 tracks: generate 3D and the downloads. */
export const TRACKED_BUTTONS = {
  generate3d: { eventName: 'generate-3d', buttonName: 'generate-3d' },
  downloadStructure: { eventName: 'download', buttonName: 'download-structure' },
  downloadTopology: { eventName: 'download', buttonName: 'download-topology' },
} as const;
export type TrackedButton = keyof typeof TRACKED_BUTTONS;

/** What the page knows when a button is clicked. */
export interface TrackingContext {
  readonly deviceId: string;
  readonly pageName: string;
  readonly userAgent: string;
  readonly referer: string;
  /** The full address of the page. */
  readonly url: string;
}

export interface TrackingPayload {
  deviceId: string;
  platform: 'WEB';
  eventName: string;
  pageName: string;
  buttonName: string;
  userAgent: string;
  referer: string;
  url: string;
  channelId?: string;
  type: 'click';
}

/** The eventTrack body (000 §7); channelId comes from the page's query string when a sales link set one. */
export function trackingPayload(button: TrackedButton, context: TrackingContext): TrackingPayload {
  const channelId = channelIdOf(context.url);
  return {
    deviceId: context.deviceId,
    platform: 'WEB',
    ...TRACKED_BUTTONS[button],
    pageName: context.pageName,
    userAgent: context.userAgent,
    referer: context.referer,
    url: context.url,
    ...(channelId === undefined ? {} : { channelId }),
    type: 'click',
  };
}

function channelIdOf(url: string): string | undefined {
  try {
    const value = new URL(url).searchParams.get('channelId');
    return value === null || value === '' ? undefined : value;
  } catch {
    return undefined;
  }
}

/** The stored device id, created on first use; without storage a fresh id per page load still tracks. */
export function deviceId(storage: Storage | undefined = globalThis.localStorage): string {
  try {
    const stored = storage?.getItem(DEVICE_ID_KEY);
    if (stored !== null && stored !== undefined && stored !== '') return stored;
    const created = crypto.randomUUID();
    storage?.setItem(DEVICE_ID_KEY, created);
    return created;
  } catch {
    return crypto.randomUUID();
  }
}

/**
 * Sends the click event and forgets it: a tracking failure is never shown and never waits the action,
 * so it goes through fetch directly rather than the API client (whose failures become toasts).
 */
export function trackClick(button: TrackedButton): void {
  try {
    const body = trackingPayload(button, {
      deviceId: deviceId(),
      pageName: window.location.pathname,
      userAgent: navigator.userAgent,
      referer: document.referrer,
      url: window.location.href,
    });
    sendTrackingEvent(body);
  } catch {
    // Tracking must never break the button it rides on.
  }
}

/** POSTs one eventTrack body with the login's token, kept alive past a page change; failures are ignored. */
export function sendTrackingEvent(body: object): void {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = storedAccessToken();
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  fetch(eventTrackRoute.path, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
}
