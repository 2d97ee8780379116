// Bad archives and bad files: each fails with its own message, or is listed while the rest imports.
import { describe, expect, it } from 'vitest';
import { importExport } from './importExport.ts';
import { ImportFailure } from './messages.ts';
import { bytesFile, type ExportSource } from './source.ts';
import { filesSource, zipBytes } from './testing/nodeFiles.ts';

const ACCOUNT = `window.YTD.account.part0 = [ { "account" : { "email" : "a@example.com", "username" : "someone" } } ]`;
const IP_AUDIT = `window.YTD.ip_audit.part0 = [ { "ipAudit" : { "createdAt" : "2020-06-20T23:20:54.000Z", "loginIp" : "192.0.2.9" } } ]`;

function zip(bytes: Uint8Array, name = 'export.zip'): ExportSource {
  return { kind: 'zip', file: bytesFile(bytes, name) };
}

/** Offsets of the central-directory records, by entry name. */
function centralRecords(bytes: Uint8Array): Map<string, number> {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found = new Map<string, number>();
  for (let i = 0; i + 46 < bytes.length; i++) {
    if (dv.getUint32(i, true) !== 0x02014b50) continue;
    const nameLength = dv.getUint16(i + 28, true);
    found.set(new TextDecoder().decode(bytes.subarray(i + 46, i + 46 + nameLength)), i);
  }
  return found;
}

async function failure(source: ExportSource, options = {}): Promise<ImportFailure> {
  try {
    await importExport(source, options);
  } catch (error) {
    if (error instanceof ImportFailure) return error;
    throw error;
  }
  throw new Error('the import did not fail');
}

describe('archives the importer refuses, with a message that says why', () => {
  it('a file that is not a ZIP', async () => {
    const f = await failure(
      zip(new TextEncoder().encode('hello, this is a text file, not an archive')),
    );
    expect(f.reason).toBe('not-a-zip');
    expect(f.message).toMatch(/not a ZIP archive/);
  });

  it('a truncated download', async () => {
    const bytes = zipBytes({ 'data/account.js': ACCOUNT, 'data/ip-audit.js': IP_AUDIT });
    const f = await failure(zip(bytes.subarray(0, Math.floor(bytes.length * 0.6))));
    expect(f.reason).toBe('truncated');
    expect(f.message).toMatch(/incomplete or damaged/);
  });

  it('a password-protected archive', async () => {
    const bytes = zipBytes({ 'data/account.js': ACCOUNT });
    const at = centralRecords(bytes).get('data/account.js') as number;
    bytes[at + 8] = (bytes[at + 8] as number) | 1; // general-purpose flag bit 0: encrypted
    expect((await failure(zip(bytes))).reason).toBe('encrypted');
  });

  it('a zip bomb: 40 MB of zeros in a few kilobytes', async () => {
    const bytes = zipBytes({ 'data/tweets.js': new Uint8Array(40 * 1024 * 1024) });
    expect(bytes.length).toBeLessThan(200_000);
    const f = await failure(zip(bytes));
    expect(f.reason).toBe('zip-bomb');
  });

  it('an entry that inflates beyond the size its header declares', async () => {
    const bytes = zipBytes({ 'data/account.js': ACCOUNT });
    const at = centralRecords(bytes).get('data/account.js') as number;
    new DataView(bytes.buffer).setUint32(at + 24, 10, true); // declared uncompressed size: 10 bytes
    expect((await failure(zip(bytes))).reason).toBe('zip-bomb');
  });

  it('more entries than an export has', async () => {
    const tree = Object.fromEntries([...Array(6).keys()].map((i) => [`data/f${i}.js`, ACCOUNT]));
    const f = await failure(zip(zipBytes(tree)), { limits: { maxEntries: 5 } });
    expect(f.reason).toBe('too-many-entries');
  });

  it('an archive using a compression method other than store or deflate', async () => {
    const bytes = zipBytes({ 'data/account.js': ACCOUNT });
    const at = centralRecords(bytes).get('data/account.js') as number;
    new DataView(bytes.buffer).setUint16(at + 10, 12, true); // bzip2
    expect((await failure(zip(bytes))).reason).toBe('unsupported-compression');
  });

  it('an empty folder and a folder that is no export', async () => {
    expect((await failure(filesSource({}))).reason).toBe('empty');
    const f = await failure(
      filesSource({ 'notes/todo.txt': 'buy milk', 'photo.jpg': 'not really' }),
    );
    expect(f.reason).toBe('not-an-export');
    expect(f.message).toMatch(/does not look like a data export/);
  });

  it('an Instagram export requested as HTML asks for JSON instead', async () => {
    const f = await failure(
      filesSource({
        'your_instagram_activity/content/posts_1.html': '<html></html>',
        'personal_information/personal_information/personal_information.html': '<html></html>',
      }),
    );
    expect(f.reason).toBe('html-only');
    expect(f.message).toBe(
      'This Instagram export is in HTML format, which holds little that Footprint can read. Request the export again and choose the JSON format.',
    );
  });
});

describe('bad files inside a good export', () => {
  it('lists a malformed JSON file and imports the rest', async () => {
    const broken = IP_AUDIT.slice(0, IP_AUDIT.length - 20);
    const result = await importExport(
      zip(zipBytes({ 'data/account.js': ACCOUNT, 'data/ip-audit.js': broken })),
    );
    expect(result.dataset.profile.usernames.map((u) => u.value)).toEqual(['someone']);
    expect(result.errors).toEqual([
      expect.objectContaining({ file: 'data/ip-audit.js', reason: 'malformed-json' }),
    ]);
    expect(result.errors[0]?.message).toBe(
      'This file is not valid JSON; the rest of the export was imported.',
    );
  });

  it('lists every file it did not read, with its size and why', async () => {
    const result = await importExport(
      zip(
        zipBytes({
          'data/account.js': ACCOUNT,
          'data/ip-audit.js': IP_AUDIT.slice(0, IP_AUDIT.length - 20),
          'data/grok-chat-item.js': 'window.YTD.grok_chat_item.part0 = []',
          'data/mute.js': '',
        }),
      ),
    );
    expect(result.dataset.profile.usernames.map((u) => u.value)).toEqual(['someone']);
    expect(result.unreadFiles).toEqual([
      expect.objectContaining({ path: 'data/grok-chat-item.js', status: 'not-read' }),
      expect.objectContaining({
        path: 'data/ip-audit.js',
        status: 'not-read',
        why: 'This file is not valid JSON; the rest of the export was imported.',
      }),
      { path: 'data/mute.js', size: 0, status: 'not-read', why: 'The file is empty.' },
    ]);
  });

  it('says a section Meta marked as holding no data is empty, not a file Footprint skipped', async () => {
    const result = await importExport(
      filesSource({
        'personal_information/personal_information/personal_information.json': JSON.stringify({
          profile_user: [{ string_map_data: { Username: { value: 'alex.sample' } } }],
        }),
        'your_instagram_activity/events/no-data.txt': 'You have no data in this section',
      }),
    );
    expect(result.dataset.platform).toBe('instagram');
    expect(result.unreadFiles).toEqual([
      {
        path: 'your_instagram_activity/events/no-data.txt',
        size: 32,
        status: 'not-read',
        why: 'The export says this section holds no data.',
      },
    ]);
  });

  it('reads a file with a stray trailing comma and lists it as read after a repair', async () => {
    const tiktok = `{ "Your Activity": { "Login History": { "LoginHistoryList": [
      { "Date": "2024-06-10 23:48:02", "IP": "192.0.2.30", "NetworkType": "Wi-Fi", } ] } } }`;
    const result = await importExport(zip(zipBytes({ 'user_data_tiktok.json': tiktok })));
    expect(result.errors).toEqual([]);
    expect(result.dataset.logins.map((l) => l.ip)).toEqual(['192.0.2.30']);
    expect(result.unreadFiles).toEqual([
      {
        path: 'user_data_tiktok.json',
        size: tiktok.length,
        status: 'partly-read',
        why: expect.stringMatching(
          /^This file is not valid JSON \(at character \d+\); Footprint repaired it/,
        ),
      },
    ]);
  });

  it('does not claim the rest was imported when the only file failed', async () => {
    const result = await importExport(
      zip(zipBytes({ 'data/ip-audit.js': IP_AUDIT.slice(0, IP_AUDIT.length - 20) })),
    );
    expect(result.errors[0]?.message).toBe(
      'This file is not valid JSON. Nothing else in this export could be read, so nothing was imported.',
    );
  });

  it('lists a damaged entry (corrupt deflate data) and imports the rest', async () => {
    const bytes = zipBytes({ 'data/account.js': ACCOUNT, 'data/ip-audit.js': IP_AUDIT.repeat(1) });
    const dv = new DataView(bytes.buffer);
    const local = dv.getUint32(centralRecords(bytes).get('data/ip-audit.js')! + 42, true);
    const dataStart = local + 30 + dv.getUint16(local + 26, true) + dv.getUint16(local + 28, true);
    for (let i = 0; i < 8; i++) bytes[dataStart + i] = 0xff;
    const result = await importExport(zip(bytes));
    expect(result.dataset.profile.emails.map((e) => e.value)).toEqual(['a@example.com']);
    expect(result.errors.map((e) => [e.file, e.reason])).toEqual([
      ['data/ip-audit.js', 'corrupt-entry'],
    ]);
  });

  it('lists a CSV with an unclosed quote and imports the other LinkedIn files', async () => {
    const result = await importExport(
      filesSource({
        'Profile.csv': 'First Name,Last Name,Birth Date\nAlex,Sample,"Mar 7\n',
        'Registration.csv':
          'Registered At,Registration Ip,Subscription Types\n"7/27/18, 4:00 AM",192.0.2.7,\n',
      }),
    );
    expect(result.platform).toBe('linkedin');
    expect(result.dataset.logins).toEqual([
      expect.objectContaining({ action: 'signup', ip: '192.0.2.7' }),
    ]);
    expect(result.errors).toEqual([
      expect.objectContaining({ file: 'Profile.csv', reason: 'malformed-csv' }),
    ]);
  });
});
