// Facebook JSON records read by shape, for files whose wrapping key Footprint does not know (a key
// renamed in a later year, a keyless array, the 2024+ `label_values` records with their nested
// `vec`/`dict` lists): a record holding an IP address is a login, wherever it sits, with the time
// and user agent it holds beside it. Invariant: one record gives one login; the `{label, value}`
// entries of a record are read as part of that record, never again as records of their own.
import type { LoginEvent } from '../dataset.ts';
import { fromEpoch } from '../time.ts';
import { arr, num, obj, str, type Json } from '../values.ts';
import { ipIn } from '../ip.ts';

/** Epoch seconds (or milliseconds) between 2004, when Facebook opened, and 2100. */
function epochOf(value: unknown): number | undefined {
  const n = num(value);
  if (n === undefined) return undefined;
  const seconds = n > 1e11 ? n / 1000 : n;
  return seconds >= 1072915200 && seconds <= 4102444800 ? seconds : undefined;
}

const isIp = (value: string) => ipIn(value) === value.trim();

interface Found {
  ip?: string;
  time?: number;
  userAgent?: string;
}

function take(found: Found, key: string, value: unknown): void {
  const text = str(value);
  if (text && !found.ip && isIp(text)) found.ip = text.trim();
  else if (text && !found.userAgent && /user.?agent|browser|navigateur|navegador/i.test(key))
    found.userAgent = text;
  const time = /time|date|zeit|heure|hora|tempo|waktu|saat|время/i.test(key)
    ? epochOf(value)
    : undefined;
  if (time && !found.time) found.time = time;
}

/** A record's own fields and `{label, value | timestamp_value}` entries. */
function recordOf(record: Json): Found {
  const found: Found = {};
  for (const [key, value] of Object.entries(record)) take(found, key, value);
  for (const list of [record.label_values, record.dict]) {
    for (const raw of arr(list)) {
      const entry = obj(raw);
      if (!entry) continue;
      const label = str(entry.label) ?? '';
      take(found, label, entry.value);
      const stamp = epochOf(entry.timestamp_value);
      if (stamp && !found.time) found.time = stamp;
    }
  }
  return found;
}

/** Every login-shaped record of a file, at any depth. */
export function loginsByShape(json: unknown, source: string): LoginEvent[] {
  const logins: LoginEvent[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 8) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const record = obj(value);
    if (!record) return;
    const found = recordOf(record);
    if (found.ip) {
      const event: LoginEvent = {
        action: 'activity',
        at: found.time ? fromEpoch(found.time) : null,
        ip: found.ip,
        source,
      };
      if (found.userAgent) event.userAgent = found.userAgent;
      logins.push(event);
      return;
    }
    for (const [key, child] of Object.entries(record)) {
      // The entries of label_values/dict were read with their record; their vec/dict children
      // are records of their own.
      if (key === 'label_values' || key === 'dict') {
        for (const entry of arr(child)) {
          const e = obj(entry);
          if (e?.vec !== undefined) visit(e.vec, depth + 1);
          if (e?.dict !== undefined) visit([{ dict: e.dict }], depth + 1);
        }
      } else if (child && typeof child === 'object') visit(child, depth + 1);
    }
  };
  visit(json, 0);
  return logins;
}
