// What a scan reads from the device before it runs, and what a report export reads after: which
// platforms are connected, their datasets (read in the connected-data worker, never on the page:
// a 100,000-post dataset takes hundreds of milliseconds to copy), the user's previous completed
// scan (for "what changed"), and a scan's findings with their local evidence. Reads only.
// Invariant: only imports whose status is 'ready' and whose dataset is stored count as connected —
// a failed or unfinished import is never scanned.
import Dexie from 'dexie';
import type { ImportedDataset } from '../../analysis/imports/dataset.ts';
import type { FindingEvidenceItem } from '../../analysis/instant/instantFacts.ts';
import type { PreviousScan } from '../../analysis/scan.ts';
import { parseScanData } from '../../analysis/scanRecords.ts';
import { isPlatformId, type PlatformId } from '../../shared/tables.ts';
import { normalizeLocalFinding, normalizeLocalScan } from '../normalize.ts';
import type { FootprintDatabase, LocalFinding, LocalScan } from '../schema.ts';

/** The user's import records whose import finished (inside the caller's transaction). */
async function readyImports(db: FootprintDatabase, userId: string) {
  return (await db.imports.where('userId').equals(userId).toArray()).filter(
    (record) => record.status === 'ready',
  );
}

/** The connected platforms, found from the datasets' keys: no dataset is read or copied. */
export async function listConnectedPlatforms(
  db: FootprintDatabase,
  userId: string,
): Promise<PlatformId[]> {
  return db.transaction('r', [db.imports, db.importedData], async () => {
    const ready = await readyImports(db, userId);
    const stored = new Set(
      (await db.importedData.where('userId').equals(userId).primaryKeys()).map(
        ([, platform]) => platform,
      ),
    );
    return ready.flatMap((record) => (stored.has(record.platform) ? [record.platform] : []));
  });
}

export async function readConnectedDatasets(
  db: FootprintDatabase,
  userId: string,
): Promise<ImportedDataset[]> {
  return db.transaction('r', [db.imports, db.importedData], async () => {
    const ready = await readyImports(db, userId);
    const datasets: ImportedDataset[] = [];
    for (const record of ready) {
      const stored = await db.importedData.get([userId, record.platform]);
      if (stored?.data) datasets.push(stored.data as ImportedDataset);
    }
    return datasets;
  });
}

/** The user's scans, newest first (all statuses), normalised. */
export async function listScans(
  db: FootprintDatabase,
  userId: string,
  limit = 100,
): Promise<LocalScan[]> {
  const rows = await db.footprintScans
    .where('[userId+createdAt]')
    .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
    .reverse()
    .limit(limit)
    .toArray();
  return rows.flatMap((row) => normalizeLocalScan(row) ?? []);
}

export async function findingsOfScan(
  db: FootprintDatabase,
  scanId: string,
): Promise<LocalFinding[]> {
  const rows = await db.riskFindings
    .where('[scanId+createdAt]')
    .between([scanId, Dexie.minKey], [scanId, Dexie.maxKey])
    .toArray();
  return rows.flatMap((row) => normalizeLocalFinding(row) ?? []);
}

/** A scan and its findings without any evidence (what may be summarised off the device). */
export async function readScanWithFindings(
  db: FootprintDatabase,
  scanId: string,
): Promise<{ scan: LocalScan | null; findings: LocalFinding[] }> {
  return db.transaction('r', [db.footprintScans, db.riskFindings], async () => {
    const raw = await db.footprintScans.get(scanId);
    return {
      scan: raw ? normalizeLocalScan(raw) : null,
      findings: await findingsOfScan(db, scanId),
    };
  });
}

/** The newest completed scan and its findings, as the engine compares against. */
export async function readPreviousScan(
  db: FootprintDatabase,
  userId: string,
): Promise<PreviousScan | null> {
  const scan = (await listScans(db, userId)).find((s) => s.scanStatus === 'completed');
  if (!scan) return null;
  const findings = await findingsOfScan(db, scan.id);
  return {
    scores: {
      privacy: scan.privacyScore ?? 100,
      security: scan.securityScore ?? 100,
      identity: scan.identityScore ?? 100,
      overall: scan.overallScore ?? 100,
    },
    findings: findings.map((f) => ({
      ruleId: f.ruleId,
      platform: f.platform,
      riskLevel: f.riskLevel,
      count: f.count,
      category: f.category,
    })),
    platforms: parseScanData(scan.scanData)?.platforms.map((p) => p.platform),
  };
}

/**
 * The platforms each finding's evidence comes from, for a whole list of findings in one read
 * (a finding with no evidence on this device is absent from the map).
 */
export async function evidencePlatformsOf(
  db: FootprintDatabase,
  findingIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byFinding = new Map<string, string[]>();
  if (findingIds.length === 0) return byFinding;
  const rows = await db.findingEvidence.where('findingId').anyOf(findingIds).toArray();
  for (const row of rows) {
    const platforms = evidenceItems(row.items).map((item) => item.platform);
    byFinding.set(row.findingId, [...(byFinding.get(row.findingId) ?? []), ...platforms]);
  }
  return byFinding;
}

/** A finding's evidence items (local only); [] when this device has none (a pulled scan). */
export function evidenceItems(items: unknown): FindingEvidenceItem[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item): FindingEvidenceItem[] => {
    if (item == null || typeof item !== 'object') return [];
    const e = item as Partial<FindingEvidenceItem>;
    if (typeof e.label !== 'string' || typeof e.source !== 'string') return [];
    if (!isPlatformId(e.platform)) return [];
    return [
      {
        platform: e.platform,
        source: e.source,
        label: e.label,
        ...(typeof e.excerpt === 'string' ? { excerpt: e.excerpt } : {}),
        ...(typeof e.at === 'string' ? { at: e.at } : {}),
        ...(typeof e.url === 'string' && /^https:\/\//.test(e.url) ? { url: e.url } : {}),
      },
    ];
  });
}

/** A scan's findings and each one's evidence, for the report export. */
export async function readScanReport(
  db: FootprintDatabase,
  scanId: string,
): Promise<{
  scan: LocalScan | null;
  findings: LocalFinding[];
  evidence: Map<string, FindingEvidenceItem[]>;
}> {
  return db.transaction('r', [db.footprintScans, db.riskFindings, db.findingEvidence], async () => {
    const raw = await db.footprintScans.get(scanId);
    const scan = raw ? normalizeLocalScan(raw) : null;
    const findings = await findingsOfScan(db, scanId);
    const evidence = new Map<string, FindingEvidenceItem[]>();
    for (const record of await db.findingEvidence.where('scanId').equals(scanId).toArray())
      evidence.set(record.findingId, evidenceItems(record.items));
    return { scan, findings, evidence };
  });
}
