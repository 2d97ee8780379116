// Scans of the shared export samples (read at run time from ../shared/corpora/exports/): each
// sample's findings are the ones its facts imply — asserted rule by rule, not snapshotted — and
// an export that holds no personal data yields no finding at all.
import { describe, expect, it } from 'vitest';
import { importExport } from '../imports/importExport.ts';
import type { ImportedDataset } from '../imports/dataset.ts';
import { xGeotagged, googleTimelineAndroid } from '../imports/testing/fixtures.ts';
import { exportsDir, filesSource, folderSource, hasCorpora } from '../imports/testing/nodeFiles.ts';
import { runScan, type ScanResult } from '../scan.ts';
import { detectPhrases } from './testing/datasets.ts';

const NOW = Date.parse('2026-11-21T00:00:00Z');
const cache = new Map<string, Promise<ImportedDataset>>();
function load(sample: string): Promise<ImportedDataset> {
  let d = cache.get(sample);
  if (!d) {
    d = importExport(folderSource(exportsDir(sample))).then((r) => r.dataset);
    cache.set(sample, d);
  }
  return d;
}
async function scan(...samples: string[]): Promise<ScanResult> {
  return runScan(await Promise.all(samples.map(load)), { now: NOW, detectText: detectPhrases });
}
const levels = (r: ScanResult) =>
  Object.fromEntries(r.findings.map((f) => [`${f.ruleId}@${f.platform}`, f.riskLevel]));
const coverageOf = (r: ScanResult, ruleId: string) => r.coverage.find((c) => c.ruleId === ruleId);

describe.skipIf(!hasCorpora())('scans of the shared export samples', () => {
  it('X 2022+: name, birthday and profile city together, a released username, 2FA not determinable', async () => {
    const r = await scan('x-twitter/milahu-twitter-milahu104');
    expect(levels(r)).toMatchObject({
      'identity.name-birthday-hometown@multi': 'critical',
      'identity.username-history@x': 'medium',
    });
    // One read-only app approved the day of the export: neither stale nor broad.
    expect(levels(r)['security.stale-third-party-apps@x']).toBeUndefined();
    expect(levels(r)['security.broad-app-permissions@x']).toBeUndefined();
    expect(coverageOf(r, 'security.two-factor-off')?.status).toBe('not-determinable');
    expect(coverageOf(r, 'security.logins-from-new-countries')?.reason).toMatch(
      /without their location/,
    );
  });

  it('X 2020: three apps with write access, one able to read direct messages', async () => {
    const r = await scan('x-twitter/keithfrankish-twitter-data');
    const apps = r.findings.find((f) => f.ruleId === 'security.broad-app-permissions')!;
    expect(apps).toMatchObject({
      riskLevel: 'high',
      count: 3,
      fixUrl: 'https://x.com/settings/connected_apps',
    });
    expect(apps.evidence.map((e) => e.label)).toContainEqual(expect.stringContaining('Hootsuite'));
  });

  it('Instagram 2022: geotagged post, photo GPS, public account, inferred contacts, autofill address', async () => {
    const r = await scan('instagram/corsali-userdata-extractor');
    expect(levels(r)).toMatchObject({
      'privacy.geotagged-posts@instagram': 'low',
      'privacy.photo-gps@instagram': 'medium',
      'security.public-account@instagram': 'medium',
      'privacy.inferred-profile-data@instagram': 'medium',
      'identity.postal-address-on-file@instagram': 'medium',
      'identity.username-history@instagram': 'medium',
    });
  });

  it('Facebook 2022: location history, other-country logins, off-Facebook activity, family, full identity kit', async () => {
    const r = await scan('facebook/corsali-userdata-extractor');
    const by = levels(r);
    expect(by).toMatchObject({
      'privacy.location-history@facebook': expect.any(String),
      'privacy.last-known-location@facebook': 'medium',
      'privacy.off-platform-activity@facebook': 'low',
      'privacy.uploaded-contacts@facebook': 'low',
      'identity.family-named@facebook': expect.any(String),
      'identity.name-birthday-hometown@multi': 'critical',
      'identity.social-engineering-kit@facebook': 'high',
    });
    const countries = r.findings.find((f) => f.ruleId === 'security.logins-from-new-countries')!;
    expect(countries.count).toBeGreaterThan(0);
    expect(r.findings.find((f) => f.ruleId === 'privacy.off-platform-activity')?.count).toBe(6);
  });

  it('TikTok 2024: public account and find-me-by-contacts settings on', async () => {
    const r = await scan('tiktok/LamineLSU-TikTokMiniGamesPrivacy');
    expect(levels(r)).toMatchObject({
      'security.public-account@tiktok': 'medium',
      'privacy.discoverability@tiktok': expect.any(String),
    });
    expect(r.findings.find((f) => f.ruleId === 'security.public-account')?.fixUrl).toBe(
      'https://www.tiktok.com/setting',
    );
  });

  it('LinkedIn 2018: employer, title and city; handles of other networks; name, birthday and city', async () => {
    const r = await scan(
      'linkedin/abhishekwebcode-Abhishek-Mathur-Complete_LinkedInDataExport_11-04-2018',
    );
    expect(levels(r)).toMatchObject({
      'identity.social-engineering-kit@linkedin': 'high',
      'identity.bio-links-chain-accounts@linkedin': 'medium',
      'identity.name-birthday-hometown@multi': 'critical',
    });
  });

  it('Google: Semantic Location History and Maps activity with locations', async () => {
    const semantic = await scan('google/ausilianapoli-Google-Takeout-Forensics');
    expect(semantic.findings.find((f) => f.ruleId === 'privacy.location-history')?.count).toBe(25);
    const activity = await scan('google/dogsheep-google-takeout-to-sqlite');
    expect(activity.findings.map((f) => f.ruleId)).toContain('privacy.location-in-activity');
  });

  it('an export that holds no personal data yields no finding for that platform', async () => {
    for (const sample of [
      'facebook/SamuelePilleri-facebook-schemas',
      'google/CarlosBergillos-LocationHistoryFormat',
    ]) {
      const r = await scan(sample);
      expect(r.findings, sample).toEqual([]);
      expect(r.scores).toEqual({ privacy: 100, security: 100, identity: 100, overall: 100 });
    }
  });

  it('across platforms: the same sign-in email stated by the X and Facebook samples', async () => {
    const r = await scan(
      'x-twitter/milahu-twitter-milahu104',
      'facebook/corsali-userdata-extractor',
    );
    const same = r.findings.find((f) => f.ruleId === 'identity.same-email-across-platforms')!;
    expect(same.platform).toBe('multi');
    expect(new Set(same.evidence.map((e) => e.platform))).toEqual(new Set(['x', 'facebook']));
  });
});

describe('scans of generated exports for formats without a real sample', () => {
  it('a geotagged tweet gives a geotagged-posts finding on X', async () => {
    const { dataset } = await importExport(filesSource(xGeotagged()));
    const r = runScan([dataset], { now: NOW });
    expect(r.findings.find((f) => f.ruleId === 'privacy.geotagged-posts')).toMatchObject({
      count: 1,
      riskLevel: 'low',
    });
  });

  it('an on-device Google Timeline labelling home and work gives home and workplace findings', async () => {
    const { dataset } = await importExport(filesSource(googleTimelineAndroid()));
    const r = runScan([dataset], { now: NOW });
    const ids = r.findings.map((f) => f.ruleId);
    expect(ids).toEqual(
      expect.arrayContaining([
        'privacy.location-history',
        'privacy.likely-home',
        'privacy.likely-workplace',
      ]),
    );
    expect(r.findings.find((f) => f.ruleId === 'privacy.likely-home')?.title).toBe(
      'Google has your home labelled in your location data',
    );
  });
});
