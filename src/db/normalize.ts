// Repairs every scan and finding read from IndexedDB or from the server before the app uses it:
// defaults for fields added later, unknown fields dropped, out-of-range values clamped or nulled.
// Invariant: the result has exactly the wire fields (plus syncState for local rows), and a record
// without an id or owner is rejected (null) rather than guessed.
import {
  FINDING_PLATFORMS,
  findingFields,
  RISK_CATEGORIES,
  RISK_LEVELS,
  SCAN_STATUSES,
  type FindingPlatform,
  type FootprintScan,
  type RiskCategory,
  type RiskFinding,
  type RiskLevel,
  type ScanStatus,
} from '../shared/tables.ts';
import type { LocalFinding, LocalScan, SyncState } from './schema.ts';

const SYNC_STATES: readonly SyncState[] = ['pending', 'synced', 'rejected'];

type Loose = Record<string, unknown>;

function asRecord(raw: unknown): Loose | null {
  return raw != null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Loose) : null;
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

function nullableText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}

/** A score is an integer 0..100; anything else is unknown (null), as the server's CHECK says. */
function score(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return null;
  const rounded = Math.round(n);
  return rounded >= 0 && rounded <= 100 ? rounded : null;
}

/**
 * Timestamps are stored as UTC ISO strings so that string order is time order in the compound
 * indexes; the server may send other offsets ("+00:00") or a Date.
 */
function timestamp(value: unknown, fallback: string): string {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
  if (typeof value === 'string' && value !== '') {
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? value : parsed.toISOString();
  }
  return fallback;
}

function nullableTimestamp(value: unknown): string | null {
  const result = timestamp(value, '');
  return result === '' ? null : result;
}

export function normalizeScan(raw: unknown): FootprintScan | null {
  const r = asRecord(raw);
  if (!r || typeof r.id !== 'string' || r.id === '' || typeof r.userId !== 'string') return null;
  const scanStatus: ScanStatus = oneOf(r.scanStatus, SCAN_STATUSES, 'scanning');
  return {
    id: r.id,
    userId: r.userId,
    platform: text(r.platform, 'multi'),
    scanStatus,
    privacyScore: score(r.privacyScore),
    securityScore: score(r.securityScore),
    identityScore: score(r.identityScore),
    overallScore: score(r.overallScore),
    scanData: nullableText(r.scanData),
    errorMessage: scanStatus === 'failed' ? nullableText(r.errorMessage) : null,
    createdAt: timestamp(r.createdAt, ''),
    updatedAt: nullableTimestamp(r.updatedAt),
  };
}

export function normalizeFinding(raw: unknown): RiskFinding | null {
  const r = asRecord(raw);
  if (
    !r ||
    typeof r.id !== 'string' ||
    r.id === '' ||
    typeof r.userId !== 'string' ||
    typeof r.scanId !== 'string'
  )
    return null;
  const count = typeof r.count === 'number' && Number.isFinite(r.count) ? r.count : 1;
  return {
    id: r.id,
    scanId: r.scanId,
    userId: r.userId,
    ruleId: text(r.ruleId, ''),
    // A platform this app does not know (a newer app's) reads as cross-platform, as a missing one.
    platform: oneOf<FindingPlatform>(r.platform, FINDING_PLATFORMS, 'multi'),
    category: oneOf<RiskCategory>(r.category, RISK_CATEGORIES, 'privacy'),
    riskLevel: oneOf<RiskLevel>(r.riskLevel, RISK_LEVELS, 'medium'),
    title: text(r.title, ''),
    description: text(r.description, ''),
    fixUrl: nullableText(r.fixUrl),
    count: Math.max(0, Math.round(count)),
    createdAt: timestamp(r.createdAt, ''),
    updatedAt: nullableTimestamp(r.updatedAt),
  };
}

export function normalizeLocalScan(raw: unknown): LocalScan | null {
  const scan = normalizeScan(raw);
  if (!scan) return null;
  return { ...scan, syncState: oneOf(asRecord(raw)?.syncState, SYNC_STATES, 'synced') };
}

export function normalizeLocalFinding(raw: unknown): LocalFinding | null {
  const finding = normalizeFinding(raw);
  if (!finding) return null;
  return { ...finding, syncState: oneOf(asRecord(raw)?.syncState, SYNC_STATES, 'synced') };
}

/**
 * The fields a device sends when it creates a scan (product-spec §7 plus createdAt, so every
 * device orders scans the same way). updatedAt is the server's.
 */
export function scanWireRow(scan: FootprintScan): Record<string, unknown> {
  return {
    id: scan.id,
    userId: scan.userId,
    platform: scan.platform,
    scanStatus: scan.scanStatus,
    privacyScore: scan.privacyScore,
    securityScore: scan.securityScore,
    identityScore: scan.identityScore,
    overallScore: scan.overallScore,
    scanData: scan.scanData,
    errorMessage: scan.errorMessage,
    createdAt: scan.createdAt,
  };
}

export function findingWireRow(finding: RiskFinding): Record<string, unknown> {
  return {
    id: finding.id,
    scanId: finding.scanId,
    userId: finding.userId,
    ...findingFields(finding),
    createdAt: finding.createdAt,
  };
}
