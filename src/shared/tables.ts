// Wire types of the synced tables, shared by the app (camelCase rows in Dexie) and the server
// (snake_case columns). Names convert at the REST boundary only; nothing else renames fields.

export const TABLES = {
  footprintScans: 'footprint_scans',
  riskFindings: 'risk_findings',
} as const;

export type SyncedTable = keyof typeof TABLES;

export const RISK_CATEGORIES = ['privacy', 'security', 'identity'] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];

export const RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const SCAN_STATUSES = ['scanning', 'completed', 'failed'] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number];

export const PLATFORM_IDS = ['google', 'instagram', 'tiktok', 'linkedin', 'facebook', 'x'] as const;
export type PlatformId = (typeof PLATFORM_IDS)[number];

export function isPlatformId(value: unknown): value is PlatformId {
  return (PLATFORM_IDS as readonly unknown[]).includes(value);
}

/** The platform a finding is about, or 'multi' for one drawn from several platforms' data. */
export type FindingPlatform = PlatformId | 'multi';
export const FINDING_PLATFORMS: readonly FindingPlatform[] = [...PLATFORM_IDS, 'multi'];

/**
 * What a finding says, as the engine makes it; every later shape (the engine's ScanFinding, the
 * store's NewFinding and LocalFinding, the wire's RiskFinding, the report export) adds to these
 * fields and never renames them.
 */
export interface FindingFields {
  ruleId: string;
  platform: FindingPlatform;
  category: RiskCategory;
  riskLevel: RiskLevel;
  title: string;
  description: string;
  fixUrl: string | null;
  count: number;
}

/** Exactly a finding's own fields, from any shape that has them (no ids, evidence or versions). */
export function findingFields(finding: FindingFields): FindingFields {
  return {
    ruleId: finding.ruleId,
    platform: finding.platform,
    category: finding.category,
    riskLevel: finding.riskLevel,
    title: finding.title,
    description: finding.description,
    fixUrl: finding.fixUrl,
    count: finding.count,
  };
}

/** A scan as the app stores it (camelCase). `platform` is 'multi' for a cross-platform scan. */
export interface FootprintScan {
  id: string;
  userId: string;
  platform: string;
  scanStatus: ScanStatus;
  privacyScore: number | null;
  securityScore: number | null;
  identityScore: number | null;
  overallScore: number | null;
  /** The engine's JSON summary (rule versions, coverage, counts), and an optional AI summary. */
  scanData: string | null;
  /** Why a scan failed, shown to the user; null unless scanStatus is 'failed'. */
  errorMessage: string | null;
  createdAt: string;
  updatedAt: string | null;
}

export interface RiskFinding extends FindingFields {
  id: string;
  scanId: string;
  userId: string;
  createdAt: string;
  updatedAt: string | null;
}
