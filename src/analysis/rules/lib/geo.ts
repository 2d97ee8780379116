// Where a person is, from everything in one export that places them: raw location points,
// visited places, geotagged posts and photos with GPS. Clustering groups presences within
// CLUSTER_RADIUS_M of each other so rules can ask "which place do they sleep at / work at /
// return to every Tuesday?". Invariant: deterministic (ties broken by cell key) and linear in the
// number of points — a Takeout can hold millions.
import type { ImportedDataset } from '../../imports/dataset.ts';
import { epochMsOf } from './describe.ts';
import { datasetTimeZone, isNight, isWorkHours, localTime, type LocalTime } from './time.ts';

/** Two presences closer than this are the same place (a house, an office building). */
export const CLUSTER_RADIUS_M = 200;
const METRES_PER_DEGREE_LAT = 111_320;

export type PresenceOrigin = 'location-history' | 'place' | 'post' | 'photo';

export interface Presence {
  lat: number;
  lon: number;
  timeMs: number | null;
  origin: PresenceOrigin;
  /** Visible to others (a geotagged post) rather than kept in the account's own data. */
  published: boolean;
  source: string;
}

export function distanceM(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLon = (bLon - aLon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const valid = (lat: number, lon: number) =>
  Number.isFinite(lat) &&
  Number.isFinite(lon) &&
  Math.abs(lat) <= 90 &&
  Math.abs(lon) <= 180 &&
  !(lat === 0 && lon === 0);

export function presences(d: ImportedDataset): Presence[] {
  const out: Presence[] = [];
  for (const p of d.locations) {
    if (valid(p.lat, p.lon))
      out.push({
        lat: p.lat,
        lon: p.lon,
        timeMs: p.timeMs,
        origin: 'location-history',
        published: false,
        source: p.origin,
      });
  }
  for (const p of d.places) {
    if (p.point && valid(p.point.lat, p.point.lon) && p.kind !== 'event')
      out.push({
        lat: p.point.lat,
        lon: p.point.lon,
        timeMs: epochMsOf(p.startAt),
        origin: 'place',
        published: p.kind === 'check-in',
        source: p.source,
      });
  }
  for (const post of d.posts) {
    const pt = post.place?.point;
    if (pt && valid(pt.lat, pt.lon))
      out.push({
        lat: pt.lat,
        lon: pt.lon,
        timeMs: epochMsOf(post.at),
        origin: 'post',
        published: true,
        source: post.source,
      });
  }
  for (const m of d.media) {
    if (m.gps && valid(m.gps.lat, m.gps.lon))
      out.push({
        lat: m.gps.lat,
        lon: m.gps.lon,
        timeMs: epochMsOf(m.takenAt ?? m.at),
        origin: 'photo',
        published: true,
        source: m.source,
      });
  }
  return out;
}

export interface PresenceCluster {
  lat: number;
  lon: number;
  size: number;
  /** Distinct local days with a presence at night. */
  nights: Set<string>;
  /** Distinct local weekdays with a presence during work hours. */
  workDays: Set<string>;
  /** weekday*24+hour → distinct weeks seen in that slot (for routines). */
  slots: Map<number, Set<number>>;
  published: number;
  sources: Set<string>;
}

function cellOf(lat: number, lon: number): [number, number] {
  const latStep = CLUSTER_RADIUS_M / METRES_PER_DEGREE_LAT;
  const row = Math.floor(lat / latStep);
  const lonStep = latStep / Math.max(0.01, Math.cos(((row + 0.5) * latStep * Math.PI) / 180));
  return [row, Math.floor(lon / lonStep)];
}

/**
 * Groups presences on a grid of CLUSTER_RADIUS_M cells: the busiest cell claims its unclaimed
 * neighbours, then the next busiest, so a place near a cell border stays one cluster. Largest
 * clusters first.
 */
export function clusterPresences(
  points: readonly Presence[],
  zone: string | null,
): PresenceCluster[] {
  const cells = new Map<string, number[]>();
  points.forEach((p, i) => {
    const [r, c] = cellOf(p.lat, p.lon);
    const key = `${r}:${c}`;
    const list = cells.get(key);
    if (list) list.push(i);
    else cells.set(key, [i]);
  });
  const order = [...cells.entries()].sort(
    (a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1),
  );
  const claimed = new Set<string>();
  const clusters: PresenceCluster[] = [];
  for (const [key] of order) {
    if (claimed.has(key)) continue;
    const [r, c] = key.split(':').map(Number) as [number, number];
    const members: number[] = [];
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++) {
        const k = `${r + dr}:${c + dc}`;
        const list = cells.get(k);
        if (!list || claimed.has(k)) continue;
        claimed.add(k);
        for (const i of list) members.push(i);
      }
    clusters.push(summarise(points, members, zone));
  }
  return clusters.sort((a, b) => b.size - a.size || a.lat - b.lat || a.lon - b.lon);
}

function summarise(
  points: readonly Presence[],
  members: number[],
  zone: string | null,
): PresenceCluster {
  let lat = 0;
  let lon = 0;
  const cluster: PresenceCluster = {
    lat: 0,
    lon: 0,
    size: members.length,
    nights: new Set(),
    workDays: new Set(),
    slots: new Map(),
    published: 0,
    sources: new Set(),
  };
  for (const i of members) {
    const p = points[i] as Presence;
    lat += p.lat;
    lon += p.lon;
    if (p.published) cluster.published++;
    cluster.sources.add(p.source);
    if (p.timeMs === null) continue;
    const t: LocalTime = localTime(p.timeMs, zone, p.lon);
    // A night belongs to the evening it started: 02:00 on the 5th is the night of the 4th.
    if (isNight(t)) cluster.nights.add(t.hour < 12 ? shiftDay(t.day, -1) : t.day);
    if (isWorkHours(t)) cluster.workDays.add(t.day);
    const slot = t.weekday * 24 + t.hour;
    const weeks = cluster.slots.get(slot);
    if (weeks) weeks.add(t.week);
    else cluster.slots.set(slot, new Set([t.week]));
  }
  cluster.lat = lat / members.length;
  cluster.lon = lon / members.length;
  return cluster;
}

function shiftDay(day: string, by: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);
}

/** Presences and clusters of one dataset, in the export's own time zone when it states one. */
export function placesOf(d: ImportedDataset): { points: Presence[]; clusters: PresenceCluster[] } {
  const points = presences(d);
  return { points, clusters: clusterPresences(points, datasetTimeZone(d)) };
}

/** Coordinates rounded for a description: 3 decimals ≈ 100 m, enough to show, not to pinpoint. */
export function roughly(lat: number, lon: number): string {
  return `${lat.toFixed(3)}, ${lon.toFixed(3)}`;
}

/** placesOf, computed once per platform per scan. */
export function geoOf(
  d: ImportedDataset,
  ctx: { memo<T>(key: string, compute: () => T): T },
): { points: Presence[]; clusters: PresenceCluster[] } {
  return ctx.memo(`geo:${d.platform}`, () => placesOf(d));
}

/** Nights at one place before it counts as where someone sleeps. */
export const MIN_NIGHTS_FOR_HOME = 3;
/** Weekdays in work hours at one place before it counts as a workplace. */
export const MIN_DAYS_FOR_WORK = 3;
/** Distinct weeks at the same place, weekday and hour before it counts as a routine. */
export const MIN_WEEKS_FOR_ROUTINE = 4;

export function inferHome(clusters: readonly PresenceCluster[]): PresenceCluster | null {
  let best: PresenceCluster | null = null;
  for (const c of clusters)
    if (c.nights.size >= MIN_NIGHTS_FOR_HOME && (!best || c.nights.size > best.nights.size))
      best = c;
  return best;
}

export function inferWork(
  clusters: readonly PresenceCluster[],
  home: PresenceCluster | null,
): PresenceCluster | null {
  let best: PresenceCluster | null = null;
  for (const c of clusters) {
    if (c === home || c.workDays.size < MIN_DAYS_FOR_WORK) continue;
    if (home && distanceM(c.lat, c.lon, home.lat, home.lon) < 2 * CLUSTER_RADIUS_M) continue;
    if (!best || c.workDays.size > best.workDays.size) best = c;
  }
  return best;
}

export interface Routine {
  cluster: PresenceCluster;
  weekday: number;
  hour: number;
  weeks: number;
}

/** Regular visits: the same place, the same weekday and hour, in many different weeks. */
export function inferRoutines(clusters: readonly PresenceCluster[]): Routine[] {
  const out: Routine[] = [];
  for (const cluster of clusters) {
    for (const [slot, weeks] of cluster.slots) {
      if (weeks.size >= MIN_WEEKS_FOR_ROUTINE)
        out.push({ cluster, weekday: Math.floor(slot / 24), hour: slot % 24, weeks: weeks.size });
    }
  }
  return out.sort((a, b) => b.weeks - a.weeks || a.weekday - b.weekday || a.hour - b.hour);
}

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
