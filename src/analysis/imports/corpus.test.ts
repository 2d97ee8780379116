// Every sample under ../shared/corpora/exports/ is read by its platform's importer without error,
// and the facts each sample holds (login IPs, connected apps, geotags, birthdays, private-account
// flags…) come out of the normalised dataset, per platform and format version.
import { describe, expect, it } from 'vitest';
import { CORPUS_FACTS } from './corpus.facts.ts';
import { importExport, type ImportResult } from './importExport.ts';
import { itChecksEveryFact, shownAllClear } from './testing/factCases.ts';
import {
  exportsDir,
  filesSource,
  folderSource,
  hasCorpora,
  listFiles,
  readTree,
} from './testing/nodeFiles.ts';

const SAMPLES = {
  xModern: 'x-twitter/milahu-twitter-milahu104',
  x2020: 'x-twitter/keithfrankish-twitter-data',
  xRootFiles: 'x-twitter/dogsheep-twitter-to-sqlite',
  instagram2022: 'instagram/corsali-userdata-extractor',
  instagram2024: 'instagram/yummyhopper-personal_instagram_analysis',
  facebook2022: 'facebook/corsali-userdata-extractor',
  facebookHtml2018: 'facebook/Lackoftactics-facebook_data_analyzer',
  facebookSchemas2018: 'facebook/SamuelePilleri-facebook-schemas',
  tiktok2024: 'tiktok/LamineLSU-TikTokMiniGamesPrivacy',
  linkedin2018: 'linkedin/abhishekwebcode-Abhishek-Mathur-Complete_LinkedInDataExport_11-04-2018',
  linkedin2024: 'linkedin/apk0703-linkdin_profile_analysis',
  linkedin2023Basic: 'linkedin/mohamedeways-LinkedIn-Profile',
  googleTakeout2019: 'google/dogsheep-google-takeout-to-sqlite',
  googleSemantic2020: 'google/ausilianapoli-Google-Takeout-Forensics',
  googleYoutubeHtml: 'google/corsali-userdata-extractor',
  googleSchemas: 'google/CarlosBergillos-LocationHistoryFormat',
  // Real exports added after the importers were written (see the corpus PROVENANCE.md); their
  // facts are in corpus.facts.ts.
  x2025Protected: 'x-twitter/AlliePinnell-FinalTwitterBackup',
  x2018Grailbird: 'x-twitter/dchest-tweets',
  x2023: 'x-twitter/eroija-twitter',
  instagram2025: 'instagram/GoodnessFx-Recall',
  instagram2026: 'instagram/robertoclase-InstagramPage',
  facebook2022Json: 'facebook/NorseKode-Waultar-App',
  facebookHtml2017: 'facebook/ashloren-FB-Timeline',
  tiktok2023: 'tiktok/textandgetrich-Jupiter',
  tiktokStrayComma: 'tiktok/geekbrownbear-ytdlp4tt',
  linkedin2024Full: 'linkedin/Feynman10-Proile',
  linkedin2022Connections: 'linkedin/roystrath-linkedin_dash_plotly',
  googleChromeFit: 'google/Ganesh1238-Google-Takeout-Data-Analysis',
  googleParserFixtures: 'google/seanbreckenridge-google_takeout_parser',
  googleLocTrac: 'google/zareyt-LocTrac-New',
} as const;

/**
 * Samples that do not yet import cleanly. Each is an open importer defect: the test runs and is
 * expected to fail, so fixing the importer turns it red until the sample is taken off this list.
 */
const KNOWN_IMPORT_FAILURES: ReadonlySet<string> = new Set([]);

const cache = new Map<string, Promise<ImportResult>>();
function load(sample: string): Promise<ImportResult> {
  let result = cache.get(sample);
  if (!result) {
    result = importExport(folderSource(exportsDir(sample)));
    cache.set(sample, result);
  }
  return result;
}

const ips = (r: ImportResult, action?: string) =>
  r.dataset.logins.filter((l) => !action || l.action === action).map((l) => l.ip);
const values = (facts: { value: string }[]) => facts.map((f) => f.value);

describe.skipIf(!hasCorpora())('import of the shared export samples', () => {
  const readsCleanly = async (sample: string) => {
    const result = await load(sample);
    expect(result.errors).toEqual([]);
    expect(result.dataset.files.read + result.dataset.files.skipped).toBe(
      listFiles(exportsDir(sample)).length,
    );
  };
  const entries = Object.entries(SAMPLES);
  it.each(entries.filter(([, sample]) => !KNOWN_IMPORT_FAILURES.has(sample)))(
    'reads every file of %s without error',
    async (_name, sample) => readsCleanly(sample),
  );
  it.fails.each(entries.filter(([, sample]) => KNOWN_IMPORT_FAILURES.has(sample)))(
    'known failure: %s does not import cleanly yet',
    async (_name, sample) => readsCleanly(sample),
  );

  // One case per hand-written fact of every sample (corpus.facts.ts); a fact the importer does not
  // get right yet is an expected failure, so fixing it turns the case red until it is unmarked.
  itChecksEveryFact(CORPUS_FACTS, load, {
    known: (entry, fact) => entry.known?.[fact],
    label: (entry) => `${entry.frozen ? '[frozen] ' : ''}${entry.sample}`,
  });

  // No false all-clear: an export whose data could not back the checks is never shown as
  // 100 / 100 / 100 — the categories without enough data say so instead of scoring.
  it.each(CORPUS_FACTS.map((e) => e.sample))('no false all-clear for %s', async (sample) => {
    expect(shownAllClear((await load(sample)).dataset)).toBe(false);
  });

  it('has hand-written facts for every sample', () => {
    expect(CORPUS_FACTS.map((e) => e.sample).sort()).toEqual(Object.values(SAMPLES).sort());
  });

  it('covers every sample folder in the corpus', () => {
    const folders = new Set(
      listFiles(exportsDir())
        .filter((f) => f.split('/').length > 2)
        .map((f) => f.split('/').slice(0, 2).join('/')),
    );
    // JPEGs with EXIF GPS are not an export on their own; they are read inside the Google Photos fixture.
    folders.delete('photos-exif/ianare-exif-samples');
    expect([...folders].sort()).toEqual(Object.values(SAMPLES).sort());
  });

  describe('X', () => {
    it('2022+ archive: export date, login IPs with port, app, birthday, username history', async () => {
      const r = await load(SAMPLES.xModern);
      expect(r.platform).toBe('x');
      expect(r.dataset.formatVersions).toContain('x-2022');
      expect(r.exportDate).toBe('2026-03-06T13:15:31.187Z');
      expect(r.dataset.logins.filter((l) => l.action === 'login')).toHaveLength(5);
      expect(r.dataset.logins.find((l) => l.action === 'login')).toMatchObject({
        ip: '192.0.2.2',
        port: '0',
      });
      expect(ips(r, 'signup')).toEqual(['192.0.2.1']);
      expect(r.dataset.connectedApps).toEqual([
        expect.objectContaining({ name: 'Gravatar Profiles', permissions: ['read'] }),
      ]);
      expect(r.dataset.profile.birthdays[0]).toMatchObject({
        year: 1980,
        month: 1,
        day: 1,
        kind: 'profile',
      });
      expect(r.dataset.profile.usernames).toContainEqual(
        expect.objectContaining({ value: 'HauthMilan34580', kind: 'previous' }),
      );
      expect(values(r.dataset.profile.locations)).toContain('Munich, Germany');
      expect(r.dataset.posts).toHaveLength(3);
      expect(r.dataset.posts[0]?.at).toBe('2026-03-06T13:02:05.000Z');
      // protected-history.js is empty: the export does not say whether the account is protected.
      expect(r.dataset.profile.privateAccount).toBeNull();
      expect(r.dataset.security.twoFactor).toBe('unknown');
      expect(r.dataset.coverage['security.twoFactor']).toBe('not-in-export');
    });

    it('2020 archive: sign-up and login IPs, three connected apps with DM access, timezone, push device', async () => {
      const r = await load(SAMPLES.x2020);
      expect(r.exportDate).toBe('2020-06-21T00:03:56.288Z');
      expect(ips(r, 'signup')).toEqual(['192.0.2.1']);
      expect(ips(r, 'login')).toEqual(['192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5']);
      expect(r.dataset.connectedApps.map((a) => a.name)).toEqual([
        'Twitter for Android',
        'Hootsuite Inc.',
        'UnfollowerStats.Com',
      ]);
      expect(r.dataset.connectedApps[1]?.permissions).toContain('directmessages');
      expect(r.dataset.profile.birthdays[0]?.raw).toBe('1963-01-01');
      expect(r.dataset.profile.locations).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ value: 'Athens', kind: 'timezone' }),
          expect.objectContaining({ value: 'Heraklion, Crete, Greece', kind: 'profile' }),
        ]),
      );
      expect(r.dataset.devices.map((d) => d.name)).toContain('Twitter for Android');
      expect(r.dataset.coverage['profile.phones']).toBe('empty');
    });

    it('files at the archive root: phone, email and follower counts', async () => {
      const r = await load(SAMPLES.xRootFiles);
      expect(r.platform).toBe('x');
      expect(values(r.dataset.profile.phones)).toEqual(['+15555555555']);
      expect(values(r.dataset.profile.emails)).toEqual(['swillison@example.com']);
      expect(values(r.dataset.profile.usernames)).toEqual(['simonw']);
      expect(r.dataset.connections.followers).toBeGreaterThan(0);
    });
  });

  describe('Instagram', () => {
    it('2022 JSON: profile with birthday and public flag, login and sign-up IPs, expired apps, GPS in a post', async () => {
      const r = await load(SAMPLES.instagram2022);
      const d = r.dataset;
      expect(r.platform).toBe('instagram');
      expect(d.formatVersions).toEqual(['instagram-2021']);
      expect(values(d.profile.names)).toContain('Carl Sagan');
      expect(values(d.profile.usernames)).toContain('carl.in.space');
      expect(d.profile.birthdays[0]).toMatchObject({ year: 1934, month: 11, day: 9 });
      expect(d.profile.privateAccount).toBe(false);
      expect(ips(r, 'login')).toEqual(
        expect.arrayContaining(['8.8.8.8', '192.0.2.21', '2001:db8::10']),
      );
      expect(ips(r, 'signup')).toEqual(['192.0.2.22']);
      expect(d.connectedApps.map((a) => [a.name, a.status])).toEqual([
        ['LightWidget', 'expired'],
        ['Later', 'expired'],
        ['Hootsuite', 'expired'],
      ]);
      const geotagged = d.media.filter((m) => m.gps);
      expect(geotagged).toHaveLength(1);
      expect(geotagged[0]).toMatchObject({
        gps: { lat: 37.8029, lon: -122.2721 },
        gpsFrom: 'json',
      });
      expect(d.posts.some((p) => p.text.includes('🥰'))).toBe(true); // mojibake repaired
      expect(values(d.profile.locations)).toContain('New York, New York');
      expect(d.devices.map((x) => x.deviceId)).toContain('android-8623654bffecb343');
      expect(d.security.passwordChanges).toHaveLength(3);
      expect(d.connections).toMatchObject({ followers: 8, following: 7, blocked: 1 });
    });

    it('2024 layout: posts with camera device ids, E2EE device with last IP, Threads private flag', async () => {
      const r = await load(SAMPLES.instagram2024);
      const d = r.dataset;
      expect(d.formatVersions).toEqual(['instagram-2023']);
      expect(d.media.find((m) => m.deviceId)?.deviceId).toBe(
        '00000000-0000-4000-8000-000000000001',
      );
      expect(d.devices).toContainEqual(
        expect.objectContaining({ ip: '192.0.2.1', model: 'Apple iPhone11,8' }),
      );
      expect(d.profile.visibility).toContainEqual(
        expect.objectContaining({ name: 'Threads: Private Account', value: 'True' }),
      );
      // The Threads flag is not Instagram's: Instagram's own privacy stays undetermined here.
      expect(d.profile.privateAccount).toBeNull();
      expect(d.posts.some((p) => p.text === 'Un Taxi 🇨🇴')).toBe(true);
    });
  });

  describe('Facebook', () => {
    it('2022 JSON: profile, login IPs with cities, apps, off-Facebook activity, EXIF GPS with upload IP', async () => {
      const r = await load(SAMPLES.facebook2022);
      const d = r.dataset;
      expect(r.platform).toBe('facebook');
      expect(d.formatVersions).toEqual(['facebook-2020']);
      expect(d.profile.birthdays[0]).toMatchObject({ year: 1990, month: 1, day: 1 });
      expect(values(d.profile.locations)).toEqual(
        expect.arrayContaining(['Newman, California', 'Oklahoma City, Oklahoma']),
      );
      expect(values(d.profile.relations)).toContain('Parent One Example');
      expect(values(d.profile.schools)).toContain('Example State University');
      expect(values(d.profile.employers)).toContain("O'Reilly Auto Parts");
      expect(d.logins).toContainEqual(
        expect.objectContaining({ ip: '192.0.2.1', location: 'Bratislava, Bratislava Region, SK' }),
      );
      expect(ips(r, 'logout')).toContain('192.0.2.10');
      expect(d.connectedApps.map((a) => a.name)).toEqual([
        'Laka',
        'Risk: Global Domination',
        'ROUVY',
      ]);
      expect(d.connectedApps.every((a) => a.status === 'removed')).toBe(true);
      expect(d.offPlatformActivity.find((o) => o.name === 'formula1.com')?.events).toBe(6);
      expect(d.media).toContainEqual(
        expect.objectContaining({
          gps: { lat: -0.53538, lon: 30.459031 },
          uploadIp: '2001:db8::8',
          cameraModel: 'HD1903',
        }),
      );
      expect(d.places).toContainEqual(
        expect.objectContaining({
          kind: 'event',
          address: 'Obchodná 62, 811 06 Bratislava, Slovakia',
        }),
      );
      expect(d.places.filter((p) => p.kind === 'created').length).toBeGreaterThan(0);
      expect(d.locations.length).toBeGreaterThan(0);
      expect(d.security.recoveryPhones.map((p) => p.value)).toEqual(['+12025550143']);
      expect(d.security.passwordChanges).toHaveLength(2);
      expect(d.connections).toMatchObject({ friends: 4, followers: 3, following: 3 });
    });

    it('2018 HTML archive: profile table, birthday, emails with the previous one, friends count, export date', async () => {
      const r = await load(SAMPLES.facebookHtml2018);
      const d = r.dataset;
      expect(r.platform).toBe('facebook');
      expect(d.formatVersions).toEqual(['facebook-html-2018']);
      expect(r.exportDate).toBe('2018-04-16T16:05:00.000Z');
      expect(values(d.profile.names)).toEqual(['Mona Leigh']);
      expect(d.profile.birthdays[0]).toMatchObject({
        year: 1990,
        month: 1,
        day: 1,
        raw: 'January 1, 1990',
      });
      expect(d.profile.emails).toEqual([
        expect.objectContaining({ value: 'Mona.Leigh@gmail.com' }),
        expect.objectContaining({ value: 'Mona.Leigh@facebook.com', kind: 'previous' }),
      ]);
      expect(d.profile.phones).toEqual([
        expect.objectContaining({ value: '(123) 456-7890', kind: 'Mobile' }),
      ]);
      expect(d.connections.friends).toBeGreaterThan(100);
    });

    it('2018–2019 JSON schemas are recognised as Facebook and hold no personal data', async () => {
      const r = await load(SAMPLES.facebookSchemas2018);
      expect(r.platform).toBe('facebook');
      expect(r.dataset.profile.names).toEqual([]);
    });
  });

  describe('TikTok', () => {
    it('2024 JSON: public account, masked birthday, settings, searches; nothing invented from null lists', async () => {
      const r = await load(SAMPLES.tiktok2024);
      const d = r.dataset;
      expect(r.platform).toBe('tiktok');
      expect(d.formatVersions).toEqual(['tiktok-2024']);
      expect(d.profile.privateAccount).toBe(false);
      expect(d.profile.birthdays[0]).toMatchObject({
        year: null,
        month: 12,
        day: 17,
        raw: '17-Dec-20xx',
      });
      expect(values(d.profile.emails)).toEqual(['appxxx@gmail.com']);
      expect(d.profile.phones).toEqual([]);
      expect(d.profile.visibility).toContainEqual(
        expect.objectContaining({ name: 'Who Can Send Me Message', value: 'Friends' }),
      );
      expect(d.activity.map((a) => a.title)).toContain('minigames');
      expect(d.logins).toEqual([]);
      expect(d.coverage.logins).toBe('empty');
      expect(d.security.twoFactor).toBe('unknown');
    });
  });

  describe('LinkedIn', () => {
    it('2018 export: UTF-16 TSV logins and challenges, sign-up IP, birthday with year, public share', async () => {
      const r = await load(SAMPLES.linkedin2018);
      const d = r.dataset;
      expect(r.platform).toBe('linkedin');
      expect(d.formatVersions).toEqual(['linkedin-2018']);
      expect(ips(r, 'login')).toEqual(['192.0.2.2', '192.0.2.3', '192.0.2.4']);
      expect(d.logins[0]).toMatchObject({
        at: '2018-08-18T17:16:55.000Z',
        detail: 'Third Party Login',
      });
      expect(ips(r, 'signup')).toEqual(['192.0.2.1']);
      expect(ips(r, 'challenge')).toEqual(['192.0.2.3', '192.0.2.5']);
      expect(d.profile.birthdays[0]).toMatchObject({ year: 1998, month: 1, day: 1 });
      expect(d.posts.map((p) => p.audience)).toEqual(['Connections', 'Public']);
      expect(values(d.profile.employers)).toContain('Example Technologies');
    });

    it('2024 export: IPv6 logins, birthday without year, job-application phone, member-network shares', async () => {
      const r = await load(SAMPLES.linkedin2024);
      const d = r.dataset;
      expect(d.formatVersions).toEqual(['linkedin-2023']);
      expect(ips(r, 'login')).toEqual(['2001:db8::1', '2001:db8::2', '2001:db8::3']);
      expect(d.logins[0]?.at).toBe('2022-03-28T14:17:11.000Z');
      expect(d.profile.birthdays[0]).toMatchObject({ year: null, month: 1, day: 1, raw: 'Jan 1' });
      expect(d.profile.phones).toContainEqual(expect.objectContaining({ kind: 'job-application' }));
      const shares = d.posts.filter((p) => p.source === 'Shares.csv');
      expect(shares.length).toBeGreaterThan(0);
      expect(shares.every((p) => p.audience === 'MEMBER_NETWORK')).toBe(true);
      expect(d.security.twoFactor).toBe('unknown');
    });

    it('2023 basic export: Notes preamble before the header, empty comma rows skipped', async () => {
      const r = await load(SAMPLES.linkedin2023Basic);
      const d = r.dataset;
      expect(d.connections.connections).toBe(0);
      expect(d.coverage.connections).toBe('empty');
      expect(values(d.profile.phones)).toEqual(['+20 555 555 0105', '05555550105']);
      expect(ips(r, 'signup')).toEqual(['192.0.2.1']);
    });
  });

  describe('Google', () => {
    it('2019 Takeout: Location History points with timestampMs, Maps activity with a device location', async () => {
      const r = await load(SAMPLES.googleTakeout2019);
      const d = r.dataset;
      expect(r.platform).toBe('google');
      expect(d.locations).toEqual([
        {
          lat: 37.6955289,
          lon: -121.9287261,
          timeMs: 1437263846012,
          accuracyM: 45,
          origin: 'records',
        },
        {
          lat: 37.6955454,
          lon: -121.9287454,
          timeMs: 1437263905529,
          accuracyM: 43,
          origin: 'records',
        },
      ]);
      expect(d.activity).toContainEqual(
        expect.objectContaining({
          product: 'Maps',
          point: { lat: 37.773692, lon: -122.429737 },
          locationSource: 'From your device',
        }),
      );
    });

    it('Semantic Location History months: visited places with addresses and path points', async () => {
      const r = await load(SAMPLES.googleSemantic2020);
      const d = r.dataset;
      expect(d.formatVersions).toEqual(['google-semantic']);
      expect(d.places).toContainEqual(
        expect.objectContaining({
          name: 'iCTLab s.r.l.',
          address: 'Viale Andrea Doria, 6, 95125 Catania CT, Italia',
          point: { lat: 37.525656, lon: 15.073506 },
        }),
      );
      expect(d.locations.every((p) => p.origin === 'semantic-path' && p.timeMs !== null)).toBe(
        true,
      );
    });

    it('YouTube HTML history and comments, subscriptions CSV', async () => {
      const r = await load(SAMPLES.googleYoutubeHtml);
      const d = r.dataset;
      expect(d.activity).toHaveLength(10);
      expect(d.activity).toContainEqual(
        expect.objectContaining({
          product: 'YouTube',
          at: '2022-04-14T20:15:30.000Z',
          url: 'https://www.youtube.com/watch?v=ihx5LCF1yJY',
        }),
      );
      expect(d.posts.filter((p) => p.kind === 'comment')).toHaveLength(3);
      expect(d.connections.following).toBe(5);
    });
  });

  it('gives the same dataset whatever order the files are listed in (a browser folder pick differs from a zip)', async () => {
    for (const sample of [SAMPLES.instagram2022, SAMPLES.facebook2022]) {
      const tree = readTree(exportsDir(sample));
      const reversed = Object.fromEntries(Object.entries(tree).reverse());
      const [inOrder, backwards] = await Promise.all([
        importExport(filesSource(tree, 'sample')),
        importExport(filesSource(reversed, 'sample')),
      ]);
      expect(backwards.dataset).toEqual(inOrder.dataset);
    }
  });
});
