// Google prints My Activity's times in the account's language; each is read to the same instant.
import { describe, expect, it } from 'vitest';
import { localMonth, parseLocalTime } from './localTime.ts';

describe('parseLocalTime', () => {
  const cases: [string, string, string][] = [
    ['English', 'Feb 13, 2023, 10:00:00 AM CET', '2023-02-13T09:00:00.000Z'],
    ['German', '13.02.2023, 10:00:00 MEZ', '2023-02-13T09:00:00.000Z'],
    ['Spanish', '13 feb 2023, 10:00:00 CET', '2023-02-13T09:00:00.000Z'],
    ['Portuguese', '13 de fev. de 2023, 10:00:00 BRT', '2023-02-13T13:00:00.000Z'],
    ['French', '13 févr. 2023, 10:00:00 UTC+1', '2023-02-13T09:00:00.000Z'],
    ['Italian', '13 feb 2023, 10:00:00 CET', '2023-02-13T09:00:00.000Z'],
    ['Dutch', '13 mrt 2023, 10:00:00 CET', '2023-03-13T09:00:00.000Z'],
    ['Indonesian', '13 Agu 2023, 10.00.00 WIB', '2023-08-13T03:00:00.000Z'],
    ['Turkish', '13 Şub 2023 10:00:00 GMT+03:00', '2023-02-13T07:00:00.000Z'],
    ['Polish', '13 lut 2023, 10:00:00 CET', '2023-02-13T09:00:00.000Z'],
    ['Russian', '13 февр. 2023 г., 10:00:00 MSK', '2023-02-13T07:00:00.000Z'],
    ['Japanese', '2023/02/13 10:00:00 JST', '2023-02-13T01:00:00.000Z'],
    ['Chinese', '2023年2月13日 下午3:00:00 GMT+08:00', '2023-02-13T07:00:00.000Z'],
    ['Korean', '2023. 2. 13. 오후 3:00:00 KST', '2023-02-13T06:00:00.000Z'],
    ['Vietnamese', '15:00:00 13 thg 2, 2023 GMT+07:00', '2023-02-13T08:00:00.000Z'],
    ['Hindi (numeric, day first)', '13/02/2023, 10:00:00 IST', '2023-02-13T04:30:00.000Z'],
  ];
  for (const [language, text, expected] of cases)
    it(`${language}: ${text}`, () => expect(parseLocalTime(text)).toBe(expected));

  it('does not guess: an ambiguous month word or an unknown month word is not read', () => {
    expect(localMonth('jui')).toBeNull(); // juin or juillet
    expect(localMonth('juil.')).toBe(7);
    expect(parseLocalTime('13 xyz 2023, 10:00:00')).toBeNull();
    expect(parseLocalTime('Besucht example.com')).toBeNull();
  });
});
