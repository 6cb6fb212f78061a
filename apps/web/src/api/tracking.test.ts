import { eventTrackBodySchema } from '@topoforge/contract';
import { describe, expect, it } from 'vitest';
import { DEVICE_ID_KEY, deviceId, trackingPayload } from './tracking';
import { memoryStorage } from './memory-storage';

const context = {
  deviceId: 'device-1',
  pageName: '/personal-space/auto-ff/all-atom',
  userAgent: 'Test Agent',
  referer: 'http://127.0.0.1/home',
  url: 'http://127.0.0.1/personal-space/auto-ff/all-atom',
};

describe('trackingPayload', () => {
  it('fills every field of the spec 000 §7 click event for generate 3D', () => {
    expect(trackingPayload('generate3d', context)).toEqual({
      deviceId: 'device-1',
      platform: 'WEB',
      eventName: 'generate-3d',
      pageName: '/personal-space/auto-ff/all-atom',
      buttonName: 'generate-3d',
      userAgent: 'Test Agent',
      referer: 'http://127.0.0.1/home',
      url: 'http://127.0.0.1/personal-space/auto-ff/all-atom',
      type: 'click',
    });
  });

  it('names which download was clicked', () => {
    expect(trackingPayload('downloadStructure', context)).toMatchObject({
      eventName: 'download',
      buttonName: 'download-structure',
    });
    expect(trackingPayload('downloadTopology', context)).toMatchObject({
      eventName: 'download',
      buttonName: 'download-topology',
    });
  });

  it('takes channelId from the page address, and leaves it out when absent or empty', () => {
    const url = `${context.url}?channelId=abc&x=1`;
    expect(trackingPayload('generate3d', { ...context, url }).channelId).toBe('abc');
    expect('channelId' in trackingPayload('generate3d', context)).toBe(false);
    const empty = trackingPayload('generate3d', { ...context, url: `${context.url}?channelId=` });
    expect('channelId' in empty).toBe(false);
  });

  it('is accepted by the server contract as sent', () => {
    const payload = trackingPayload('downloadTopology', { ...context, url: `${context.url}?channelId=7` });
    expect(eventTrackBodySchema.parse(payload)).toEqual(payload);
  });
});

describe('deviceId', () => {
  it('creates a random id once and keeps it', () => {
    const storage = memoryStorage();
    const first = deviceId(storage);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(storage.getItem(DEVICE_ID_KEY)).toBe(first);
    expect(deviceId(storage)).toBe(first);
    expect(deviceId(memoryStorage())).not.toBe(first);
  });

  it('still gives an id when storage refuses', () => {
    const broken = memoryStorage();
    broken.getItem = () => {
      throw new Error('storage disabled');
    };
    expect(deviceId(broken)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
