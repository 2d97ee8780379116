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

export interface RiskFinding {
  id: string;
  scanId: string;
  userId: string;
  ruleId: string;
  platform: string;
  category: RiskCategory;
  riskLevel: RiskLevel;
  title: string;
  description: string;
  fixUrl: string | null;
  count: number;
  createdAt: string;
  updatedAt: string | null;
}
