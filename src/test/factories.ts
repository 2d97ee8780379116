// Factories for scans, findings and image regions in tests: valid rows with overridable fields. Ids
// are unique per call so tests never collide.
import type { ImageRegion } from '../analysis/image/types.ts';
import type { ImportedDataset } from '../analysis/imports/dataset.ts';
import type { NewFinding } from '../db/repos/scans.ts';
import type { ImportRecord, LocalFinding, LocalScan } from '../db/schema.ts';

let counter = 0;
const next = () => (counter += 1);

export const TEST_USER_ID = '00000000-0000-4000-8000-000000000001';
export const OTHER_USER_ID = '00000000-0000-4000-8000-000000000002';

/** The import record a platform's dataset is stored under, imported at `importedAt` (epoch ms). */
export function makeImportRecord(
  dataset: ImportedDataset,
  importedAt: number,
  status: ImportRecord['status'] = 'ready',
): ImportRecord {
  return {
    userId: TEST_USER_ID,
    platform: dataset.platform,
    status,
    fileName: `${dataset.platform}.zip`,
    exportDate: dataset.exportDate,
    stats: {},
    errors: [],
    importedAt: new Date(importedAt).toISOString(),
  };
}

export function makeScan(overrides: Partial<LocalScan> = {}): LocalScan {
  const n = next();
  return {
    id: `scan_${1_700_000_000_000 + n}_test${n}`,
    userId: TEST_USER_ID,
    platform: 'multi',
    scanStatus: 'completed',
    privacyScore: 80,
    securityScore: 70,
    identityScore: 90,
    overallScore: 80,
    scanData: null,
    errorMessage: null,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
    updatedAt: null,
    syncState: 'synced',
    ...overrides,
  };
}

export function makeFinding(overrides: Partial<LocalFinding> = {}): LocalFinding {
  const n = next();
  return {
    id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    scanId: 'scan_1700000000000_test',
    userId: TEST_USER_ID,
    ruleId: `privacy.test-rule-${n}`,
    platform: 'instagram',
    category: 'privacy',
    riskLevel: 'medium',
    title: `Test finding ${n}`,
    description: 'A finding made by the test factory.',
    fixUrl: null,
    count: 1,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
    updatedAt: null,
    syncState: 'synced',
    ...overrides,
  };
}

/** Input for saveFindings, as the scan engine would produce it. */
export function makeNewFinding(overrides: Partial<NewFinding> = {}): NewFinding {
  const n = next();
  return {
    ruleId: `privacy.test-rule-${n}`,
    platform: 'instagram',
    category: 'privacy',
    riskLevel: 'medium',
    title: `Test finding ${n}`,
    description: 'A finding made by the test factory.',
    fixUrl: null,
    count: 1,
    ...overrides,
  };
}

/** The box every region but the second face sits in. */
export const REGION_BOX = { x: 1, y: 2, width: 3, height: 4 };

/** What an image check finds in a photo with two faces, a phone number and a boarding pass. */
export function makeImageRegions(): ImageRegion[] {
  return [
    { id: 'face-1', kind: 'face', box: REGION_BOX, label: 'Face' },
    { id: 'face-2', kind: 'face', box: { ...REGION_BOX, x: 50 }, label: 'Face' },
    { id: 'text-1', kind: 'text', box: REGION_BOX, label: 'Phone number' },
    { id: 'barcode-1', kind: 'barcode', box: REGION_BOX, label: 'Barcode: boarding pass' },
  ];
}
