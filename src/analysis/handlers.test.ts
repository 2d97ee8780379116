// The analysis worker's scan: its datasets come through the port the request carries, and it runs
// with the real text engine, as in the app.
import { describe, expect, it } from 'vitest';
import { handlers } from './handlers.ts';
import { dataset, NOW, post } from './rules/testing/datasets.ts';
import type { DatasetsMessage } from './scanFromPort.ts';

describe("worker handler 'scan.run'", () => {
  it('scans the datasets posted into its port with the text engine, reports progress and respects dismissed findings', async () => {
    const instagram = dataset('instagram', (d) => {
      d.profile.privateAccount = false;
      d.posts.push(post('Call me on 020 7946 0991 any time'));
    });
    const channel = new MessageChannel();
    const progress: (number | null)[] = [];
    const scanning = handlers['scan.run'](
      {
        datasets: channel.port2,
        now: NOW,
        decisions: [
          {
            ruleId: 'security.public-account',
            platform: 'instagram',
            decision: 'dismissed',
            at: '2026-06-01T00:00:00Z',
          },
        ],
        previous: null,
      },
      (done) => progress.push(done),
      new AbortController().signal,
    );
    channel.port1.postMessage({
      kind: 'datasets',
      datasets: [instagram],
    } satisfies DatasetsMessage);
    const result = await scanning;
    channel.port1.close();
    expect(result.suppressed.map((f) => f.ruleId)).toEqual(['security.public-account']);
    // The phone number is found by the text engine the handler loads.
    expect(result.findings.map((f) => f.ruleId)).toEqual(['privacy.contact-details-in-posts']);
    expect(progress.length).toBeGreaterThan(40);
    // The result crosses the worker boundary by structured clone: plain data only.
    expect(structuredClone(result)).toEqual(result);
  });
});
