import { deviceId, sendTrackingEvent } from '../../../api/tracking';

/** The eventTrack body of a page view (002 §2.1 "after each navigation a page view is tracked"). */
export interface PageViewPayload {
  deviceId: string;
  platform: 'WEB';
  eventName: 'page-view';
  pageName: string;
  userAgent: string;
  referer: string;
  url: string;
  channelId?: string;
  type: 'view';
}

export interface PageViewContext {
  readonly deviceId: string;
  readonly pathname: string;
  readonly userAgent: string;
  /** The previous page of this app, or the document's referrer for the first one. */
  readonly referer: string;
  readonly url: string;
}

export function pageViewPayload(context: PageViewContext): PageViewPayload {
  const channelId = new URL(context.url).searchParams.get('channelId');
  return {
    deviceId: context.deviceId,
    platform: 'WEB',
    eventName: 'page-view',
    pageName: context.pathname,
    userAgent: context.userAgent,
    referer: context.referer,
    url: context.url,
    ...(channelId === null || channelId === '' ? {} : { channelId }),
    type: 'view',
  };
}

/** Sends the view and forgets it: tracking is never shown and never holds the page up. */
export function trackPageView(referer: string): void {
  try {
    const body = pageViewPayload({
      deviceId: deviceId(),
      pathname: window.location.pathname,
      userAgent: navigator.userAgent,
      referer,
      url: window.location.href,
    });
    sendTrackingEvent(body);
  } catch {
    // Tracking must never break navigation.
  }
}
