// Username presence over the full shipped WhatsMyName list (every category, adult included)
// against one loopback server standing in for all the sites, with the server's default settings
// (16 at once, 8 s per site, 20 s overall). Each site answers after a latency drawn from a
// log-normal distribution (median 250 ms) clamped to 50–2000 ms, as profile pages answer; one in
// a hundred never answers. Half the sites have the account, half do not. A fixed seed makes runs
// comparable. Figures: total time of the check, how many sites answered before the deadline, and
// the process's peak memory growth (client, server and fake sites share the process).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BUILT_IN_SITES_FILE } from '../../server/data/usernameSites.ts';
import { createTestUser, startTestServer } from '../../server/test/harness.ts';
import type { UsernameResult } from '../../src/shared/usernames.ts';

const SEED = 20261125;
const HANG_RATE = 0.01;
const MEDIAN_MS = 250;
const SIGMA = 0.8;

/** mulberry32: a small deterministic generator, so every run draws the same latencies. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface RawSite {
  name: string;
  uri_check: string;
  uri_pretty?: string;
  e_code: number;
  e_string: string;
  m_code: number;
  m_string: string;
  cat: string;
  valid?: boolean;
  [field: string]: unknown;
}

interface Behaviour {
  latencyMs: number | null;
  exists: boolean;
  site: RawSite;
}

async function main() {
  const data = JSON.parse(fs.readFileSync(BUILT_IN_SITES_FILE, 'utf8')) as { sites: RawSite[] };
  const draw = random(SEED);
  const behaviours: Behaviour[] = data.sites.map((site) => {
    const u1 = Math.max(draw(), 1e-9);
    const u2 = draw();
    const normal = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
    const latency = Math.min(2000, Math.max(50, MEDIAN_MS * Math.exp(SIGMA * normal)));
    return {
      latencyMs: draw() < HANG_RATE ? null : Math.round(latency),
      exists: draw() < 0.5,
      site,
    };
  });

  const sites = http.createServer((request, response) => {
    const index = Number((request.url ?? '/').split('/')[1]);
    const behaviour = behaviours[index];
    request.resume();
    if (!behaviour || behaviour.latencyMs == null) return; // a site that never answers
    setTimeout(() => {
      const { site, exists } = behaviour;
      response.writeHead(exists ? site.e_code : site.m_code, { 'content-type': 'text/html' });
      response.end(`<html><body>${exists ? site.e_string : site.m_string}</body></html>`);
    }, behaviour.latencyMs);
  });
  await new Promise<void>((resolve) => sites.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(sites.address() as AddressInfo).port}`;

  // Every site points at the loopback server, keeping its matching rules, headers and bodies.
  const rewritten = data.sites.map((site, index) => ({
    ...site,
    uri_check: `${origin}/${index}/{account}`,
    ...(site.uri_pretty ? { uri_pretty: `${origin}/${index}/profile/{account}` } : {}),
  }));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'footprint-bench-usernames-'));
  const siteFile = path.join(dir, 'sites.json');
  fs.writeFileSync(siteFile, JSON.stringify({ ...data, sites: rewritten }));

  const server = await startTestServer({
    env: { USERNAME_SITES_FILE: siteFile, DATA_ALLOW_PRIVATE_ADDRESSES: '127.0.0.1' },
  });
  try {
    const user = await createTestUser(server);
    const categories = [...new Set(data.sites.filter((s) => s.valid !== false).map((s) => s.cat))];
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss - baseline);
    }, 25);
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/api/data/footprint/usernames`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench_user', categories }),
    });
    const { results } = (await response.json()) as { results: UsernameResult[] };
    const totalS = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const answered = results.filter((r) => r.state === 'found' || r.state === 'not_found').length;
    const hangs = behaviours.filter((b) => b.site.valid !== false && b.latencyMs == null).length;
    console.log(
      JSON.stringify({
        name: 'usernames',
        figures: [
          {
            metric: 'sites checked (whole list, adult included)',
            value: results.length,
            unit: 'sites',
          },
          {
            metric: 'username check, total time (defaults)',
            value: +totalS.toFixed(2),
            unit: 's',
            budget: 20,
          },
          {
            metric: 'sites answered found/not found before the deadline',
            value: answered,
            unit: 'sites',
          },
          {
            metric: 'sites left unknown (of which never answering)',
            value: `${results.length - answered} (${hangs})`,
          },
          {
            metric: 'peak process growth during the check',
            value: +(peak / 1024 / 1024).toFixed(1),
            unit: 'MB',
          },
        ],
      }),
    );
  } finally {
    await server.close();
    sites.closeAllConnections();
    sites.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
