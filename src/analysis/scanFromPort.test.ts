// The scan's side of the port: it runs over the datasets the reader posts, fails with the reader's
// own message and error name when the read failed, and stops waiting when the reader goes away or
// the page cancels the scan.
import { afterEach, describe, expect, it } from 'vitest';
import { dataset, detectPhrases, NOW } from './rules/testing/datasets.ts';
import { READER_GONE_MESSAGE, scanFromPort, type DatasetsMessage } from './scanFromPort.ts';

let channel: MessageChannel;
afterEach(() => {
  channel.port1.close();
  channel.port2.close();
});

function scanWithReader(post: (reader: MessagePort) => void, signal?: AbortSignal) {
  channel = new MessageChannel();
  const scanning = scanFromPort(
    { datasets: channel.port2, now: NOW, decisions: [], previous: null },
    { detectText: detectPhrases, signal },
  );
  post(channel.port1);
  return scanning;
}

describe('a scan whose datasets arrive on a port', () => {
  it('scans the datasets the reader posted', async () => {
    const message: DatasetsMessage = {
      kind: 'datasets',
      datasets: [dataset('instagram', (d) => (d.profile.privateAccount = false))],
    };
    const result = await scanWithReader((reader) => reader.postMessage(message));
    expect(result.findings.map((f) => f.ruleId)).toContain('security.public-account');
  });

  it('fails with the reader’s message and error name when the read failed', async () => {
    const message: DatasetsMessage = {
      kind: 'error',
      error: { name: 'ScanFailure', message: 'Connect a platform first.' },
    };
    const scanning = scanWithReader((reader) => reader.postMessage(message));
    await expect(scanning).rejects.toThrow('Connect a platform first.');
    await expect(scanning).rejects.toMatchObject({ name: 'ScanFailure' });
  });

  it('stops waiting when the reader goes away without posting', async () => {
    const scanning = scanWithReader((reader) => reader.close());
    await expect(scanning).rejects.toThrow(READER_GONE_MESSAGE);
  });

  it('stops waiting when the page cancels the scan, though the reader never closed its side', async () => {
    const page = new AbortController();
    const scanning = scanWithReader(() => undefined, page.signal);
    page.abort(new Error('The reader crashed'));
    await expect(scanning).rejects.toThrow('The reader crashed');
  });
});
