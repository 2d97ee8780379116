import { describe, expect, it } from 'vitest';
import { barcodeWarnings, placeFoundAt } from './warnings.ts';

const box = { x: 0, y: 0, width: 10, height: 10 };

describe('image warnings', () => {
  it('names the place a GPS precision gives away', () => {
    expect(placeFoundAt(3)).toBe('the exact building');
    expect(placeFoundAt(300)).toBe('the street');
    expect(placeFoundAt(2_000)).toBe('the neighbourhood');
    expect(placeFoundAt(20_000)).toBe('the town or area');
  });

  it('warns that a Wi-Fi QR code gives away the network password, naming the network', () => {
    const [warning] = barcodeWarnings([
      {
        format: 'QRCode',
        text: 'WIFI:T:WPA;S:Home Net;P:secret123;;',
        box,
        boardingPass: null,
        regionId: 'barcode-1',
      },
    ]);
    expect(warning).toMatchObject({ type: 'personal', severity: 'high', regionIds: ['barcode-1'] });
    expect(warning!.text).toContain('“Home Net”');
    expect(warning!.text).not.toContain('secret123');
  });

  it('shows what an ordinary code holds, shortened', () => {
    const [warning] = barcodeWarnings([
      {
        format: 'QRCode',
        text: `https://example.com/${'x'.repeat(100)}`,
        box,
        boardingPass: null,
        regionId: 'barcode-1',
      },
    ]);
    expect(warning).toMatchObject({ severity: 'low' });
    expect(warning!.text).toMatch(/“https:\/\/example\.com\/x+…”/);
  });
});
