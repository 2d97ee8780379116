// Photos that keep the camera make and model, a device id or the upload IP: they tie photos to one
// phone and network, so separate accounts can be linked by their photos.
import type { PlatformRule } from '../types.ts';
import { day, plural, PLATFORM_NAMES } from '../lib/describe.ts';

export const photoDeviceMetadata: PlatformRule = {
  id: 'privacy.photo-device-metadata',
  version: 1,
  category: 'privacy',
  name: 'Device details in photos',
  scope: 'platform',
  needs: ['media'],
  fix: 'photos',
  check(d) {
    const tagged = d.media.filter((m) => m.cameraModel || m.cameraMake || m.deviceId || m.uploadIp);
    if (tagged.length === 0) return null;
    const n = tagged.length;
    const withIp = tagged.filter((m) => m.uploadIp).length;
    const devices = new Set(
      tagged.map((m) => m.deviceId ?? `${m.cameraMake ?? ''} ${m.cameraModel ?? ''}`),
    );
    const p = PLATFORM_NAMES[d.platform];
    return {
      riskLevel: withIp > 0 ? 'medium' : 'low',
      title: `${plural(n, 'photo')} on ${p} ${n === 1 ? 'keeps' : 'keep'} device details`,
      description:
        `${plural(n, 'photo')} on ${p} ${n === 1 ? 'keeps' : 'keep'} the camera or device they came from (${plural(devices.size, 'device')})` +
        (withIp > 0 ? ` and ${withIp} also the IP address they were uploaded from` : '') +
        '. These details can link your accounts to one phone; remove metadata before posting.',
      count: n,
      evidence: tagged.map((m) => ({
        platform: d.platform,
        source: m.source,
        at: m.at,
        label: `Photo of ${day(m.at)}: ${[m.cameraMake, m.cameraModel].filter(Boolean).join(' ') || 'device id'}${m.uploadIp ? ', upload IP' : ''}`,
        excerpt: m.uri,
      })),
    };
  },
};
