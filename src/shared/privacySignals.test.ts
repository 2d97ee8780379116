// Either signal turns tracking off, as the browser and the headers spell them.
import { describe, expect, it } from 'vitest';
import { trackingRefusedBy } from './privacySignals.ts';

describe('trackingRefusedBy', () => {
  it('names the signal that refuses tracking', () => {
    expect(trackingRefusedBy({ globalPrivacyControl: true })).toBe('Global Privacy Control');
    expect(trackingRefusedBy({ globalPrivacyControl: '1' })).toBe('Global Privacy Control');
    expect(trackingRefusedBy({ doNotTrack: '1' })).toBe('Do Not Track');
    expect(trackingRefusedBy({ doNotTrack: '1', globalPrivacyControl: true })).toBe(
      'Global Privacy Control',
    );
  });

  it('lets tracking be when neither asks', () => {
    expect(trackingRefusedBy({})).toBeNull();
    expect(trackingRefusedBy({ doNotTrack: '0', globalPrivacyControl: false })).toBeNull();
    expect(trackingRefusedBy({ doNotTrack: 'unspecified', globalPrivacyControl: '0' })).toBeNull();
  });
});
