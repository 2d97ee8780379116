// The maintained PostgREST client (@supabase/postgrest-js) pointed at a test server, and row
// factories, so the REST tests exercise exactly what any PostgREST client sends.
import { PostgrestClient } from '@supabase/postgrest-js';
import type { TestServer } from './harness.ts';

export function restUrl(server: TestServer, project = server.config.projectIds[0]!): string {
  return `${server.baseUrl}/api/db/${project}/rest/v1`;
}

/** postgrest-js for one user's token (null: anonymous). Retries are off so statuses are seen. */
export function postgrestFor(server: TestServer, token: string | null): PostgrestClient {
  return new PostgrestClient(restUrl(server), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    retry: false,
  });
}

let sequence = 0;
/** A scan row as the server names it; ids are unique across one test run. */
export function scanRow(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  sequence += 1;
  return {
    id: `scan_${Date.now()}_${sequence}`,
    platform: 'multi',
    scan_status: 'scanning',
    ...overrides,
  };
}

export function findingRow(
  scanId: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  sequence += 1;
  return {
    id: `finding-${sequence}-${Math.random().toString(36).slice(2, 8)}`,
    scan_id: scanId,
    rule_id: 'privacy.geotagged-posts',
    platform: 'instagram',
    category: 'privacy',
    risk_level: 'high',
    title: 'Posts reveal where you live',
    description: 'Several posts carry GPS coordinates near the same place.',
    fix_url: 'https://accountscenter.instagram.com/',
    count: 3,
    ...overrides,
  };
}
