// IATA Bar Coded Boarding Pass (Resolution 792) parser: the mandatory fields of every leg, which
// are what a photo of a boarding pass gives away — the passenger's name and the booking
// reference (with the surname, enough to open, change or cancel the booking online).
// Invariant: returns null unless the payload really has the BCBP layout (format code M, leg count,
// airport codes, sizes in range), so an ordinary barcode is never called a boarding pass.
import type { BoardingPass } from './types.ts';

const UNIQUE_HEADER_CHARS = 23; // format code, leg count, name (20), e-ticket flag
const LEG_MANDATORY_CHARS = 37; // 35 fixed + 2 hex digits giving the conditional field size
const MAX_LEGS = 4;

function field(text: string, start: number, length: number): string {
  return text.slice(start, start + length).trim();
}

/** "DESMARAIS/LUC MR" → "LUC DESMARAIS"; titles after the given name are dropped. */
function readableName(raw: string): string {
  const [surname = '', given = ''] = raw.split('/');
  const givenName = given.replace(/\s+(MR|MRS|MS|MISS|MSTR|DR)$/i, '').trim();
  return [givenName, surname.trim()].filter(Boolean).join(' ');
}

export function parseBoardingPass(text: string): BoardingPass | null {
  const legs = Number(text[1]);
  if (text[0] !== 'M' || !Number.isInteger(legs) || legs < 1 || legs > MAX_LEGS) return null;
  if (text.length < UNIQUE_HEADER_CHARS + LEG_MANDATORY_CHARS) return null;
  const name = field(text, 2, 20);
  if (!/^[A-Z' -]+\/?[A-Z' -]*$/i.test(name)) return null;
  const flights: BoardingPass['flights'] = [];
  let bookingReference = '';
  let at = UNIQUE_HEADER_CHARS;
  for (let leg = 0; leg < legs; leg++) {
    if (text.length < at + LEG_MANDATORY_CHARS) return null;
    const pnr = field(text, at, 7);
    const from = field(text, at + 7, 3);
    const to = field(text, at + 10, 3);
    const carrier = field(text, at + 13, 3);
    const flightNumber = field(text, at + 16, 5).replace(/^0+(?=\d)/, '');
    const julianDate = field(text, at + 21, 3);
    const seat = field(text, at + 25, 4).replace(/^0+(?=\d)/, '');
    const conditionalSize = parseInt(text.slice(at + 35, at + 37), 16);
    if (!/^[A-Z0-9]{5,7}$/i.test(pnr) || !/^[A-Z]{3}$/.test(from) || !/^[A-Z]{3}$/.test(to))
      return null;
    if (!/^[A-Z0-9]{2,3}$/.test(carrier) || !/^\d{1,4}[A-Z]?$/.test(flightNumber)) return null;
    if (!/^\d{3}$/.test(julianDate) || Number.isNaN(conditionalSize)) return null;
    bookingReference ||= pnr;
    flights.push({ from, to, carrier, flightNumber, julianDate, seat });
    at += LEG_MANDATORY_CHARS + conditionalSize;
  }
  return { passengerName: readableName(name), bookingReference, flights };
}
