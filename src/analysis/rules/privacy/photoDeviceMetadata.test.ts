import { describe, expect, it } from 'vitest';
import { check, dataset, finding } from '../testing/datasets.ts';
import { photoDeviceMetadata } from './photoDeviceMetadata.ts';

describe('photoDeviceMetadata', () => {
  it('counts photos with camera or device details, medium when the upload IP is kept', () => {
    const d = dataset('facebook', (x) => {
      x.media.push(
        {
          uri: 'a.jpg',
          at: null,
          source: 'photos.json',
          cameraMake: 'OnePlus',
          cameraModel: 'HD1903',
          uploadIp: '2001:db8::8',
        },
        { uri: 'b.jpg', at: null, source: 'photos.json' },
      );
    });
    const f = finding(photoDeviceMetadata, d);
    expect(f).toMatchObject({ count: 1, riskLevel: 'medium' });
    expect(f.description).toContain('1 also the IP address');
  });

  it('rates camera details alone low', () => {
    const d = dataset('facebook', (x) =>
      x.media.push({ uri: 'a.jpg', at: null, source: 'p.json', cameraModel: 'X' }),
    );
    expect(finding(photoDeviceMetadata, d).riskLevel).toBe('low');
  });

  it('finds nothing in photos without metadata', () => {
    expect(
      check(
        photoDeviceMetadata,
        dataset('facebook', (x) => x.media.push({ uri: 'a.jpg', at: null, source: 'p.json' })),
      ),
    ).toBeNull();
  });
});
