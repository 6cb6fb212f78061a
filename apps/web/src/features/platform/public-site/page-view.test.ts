import { eventTrackBodySchema } from '@topoforge/contract';
import { describe, expect, it } from 'vitest';
import { pageViewPayload } from './page-view';

const CONTEXT = {
  deviceId: 'd-1',
  pathname: '/news-realinfo/center',
  userAgent: 'UA',
  referer: 'http://host/home',
  url: 'http://host/news-realinfo/center?channelId=c7',
};

describe('pageViewPayload', () => {
  it('names the page, carries the sales channel and is a body the server accepts', () => {
    const body = pageViewPayload(CONTEXT);
    expect(body).toMatchObject({
      eventName: 'page-view',
      type: 'view',
      pageName: '/news-realinfo/center',
      channelId: 'c7',
    });
    expect(eventTrackBodySchema.safeParse(body).success).toBe(true);
  });

  it('leaves channelId out when the address has none', () => {
    expect(pageViewPayload({ ...CONTEXT, url: 'http://host/home' })).not.toHaveProperty('channelId');
  });
});
