import { describe, expect, it } from 'vitest';
import { parseBoardingPass } from './bcbp.ts';

// The IATA Resolution 792 example (one leg, no conditional data beyond the version block).
const ONE_LEG = 'M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100';
const TWO_LEGS =
  'M2DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J003A0027 100' +
  'DEF456 FRAGVALH 3664 327C012C0002 100';

describe('boarding-pass barcode (IATA BCBP)', () => {
  it('reads the passenger name, booking reference and flight of a one-leg pass', () => {
    expect(parseBoardingPass(ONE_LEG)).toEqual({
      passengerName: 'LUC DESMARAIS',
      bookingReference: 'ABC123',
      flights: [
        {
          from: 'YUL',
          to: 'FRA',
          carrier: 'AC',
          flightNumber: '834',
          julianDate: '326',
          seat: '1A',
        },
      ],
    });
  });

  it('reads every leg of a multi-leg pass', () => {
    const pass = parseBoardingPass(TWO_LEGS);
    expect(pass?.flights.map((f) => `${f.carrier}${f.flightNumber} ${f.from}-${f.to}`)).toEqual([
      'AC834 YUL-FRA',
      'LH3664 FRA-GVA',
    ]);
  });

  it('does not call an ordinary barcode a boarding pass', () => {
    expect(parseBoardingPass('https://example.com/ticket/M1')).toBeNull();
    expect(parseBoardingPass('M1 too short')).toBeNull();
    expect(parseBoardingPass(ONE_LEG.replace('YULFRA', 'Y1LFRA'))).toBeNull();
  });
});
