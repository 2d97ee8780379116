import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLATFORM_IDS, RISK_CATEGORIES } from '../../shared/tables.ts';
import { RULES } from './catalogue.ts';
import { FIX_URLS, isOwnDomainHttps } from './fixUrls.ts';
import { context, dataset } from './testing/datasets.ts';
import { isNotDeterminable } from './types.ts';

const here = import.meta.dirname;

describe('rules catalogue', () => {
  it('has at least 40 rules with unique ids, named by their category', () => {
    expect(RULES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length);
    for (const rule of RULES) expect(rule.id.startsWith(`${rule.category}.`)).toBe(true);
    for (const category of RISK_CATEGORIES)
      expect(RULES.filter((r) => r.category === category).length).toBeGreaterThanOrEqual(10);
  });

  it('keeps every rule in its category folder with a test file beside it', () => {
    const files = RISK_CATEGORIES.flatMap((c) =>
      fs.readdirSync(path.join(here, c)).map((f) => `${c}/${f}`),
    );
    const modules = files.filter((f) => !f.endsWith('.test.ts'));
    expect(modules.length).toBe(RULES.length);
    for (const m of modules) expect(files).toContain(m.replace(/\.ts$/, '.test.ts'));
  });

  it('finds nothing in an export that holds nothing, on every platform', () => {
    for (const platform of PLATFORM_IDS) {
      const d = dataset(platform);
      for (const rule of RULES) {
        const result =
          rule.scope === 'platform' ? rule.check(d, context()) : rule.check([d], context());
        if (result !== null)
          expect(isNotDeterminable(result), `${rule.id} on ${platform}`).toBe(true);
      }
    }
  });
});

describe('fix links', () => {
  it('are https pages on the platform’s own domain, each with the day it was checked', () => {
    for (const platform of PLATFORM_IDS) {
      for (const [topic, link] of Object.entries(FIX_URLS[platform])) {
        expect(isOwnDomainHttps(platform, link.url), `${platform} ${topic}: ${link.url}`).toBe(
          true,
        );
        expect(link.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it('rejects links off the platform’s domain or without https', () => {
    expect(isOwnDomainHttps('x', 'http://x.com/settings')).toBe(false);
    expect(isOwnDomainHttps('x', 'https://x.com.evil.example/settings')).toBe(false);
    expect(isOwnDomainHttps('facebook', 'https://www.instagram.com/')).toBe(false);
    expect(isOwnDomainHttps('google', 'not a url')).toBe(false);
    expect(isOwnDomainHttps('google', 'https://myaccount.google.com/')).toBe(true);
  });
});
