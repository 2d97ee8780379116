// Web addresses without a scheme, with ports, paths and queries, ended by the sentence's
// punctuation, and the file names and run-together sentences that only look like them.
import { describe, expect, it } from 'vitest';
import { detectUrls } from './url.ts';

function urls(text: string): string[] {
  return detectUrls(text)
    .filter((s) => s.label === 'URL')
    .map((s) => text.slice(s.start, s.end));
}

describe('web addresses', () => {
  it('reads addresses under newer top-level domains, with a port, path or query', () => {
    expect(urls('Check out example.shop/products/red-boots!')).toEqual([
      'example.shop/products/red-boots',
    ]);
    expect(
      urls('staging runs at staging.example.dev:8443/login, prod at example.ai/pricing.'),
    ).toEqual(['staging.example.dev:8443/login', 'example.ai/pricing']);
    expect(urls('Sign up: https://forms.example.org/apply?id=4471&ref=tw.')).toEqual([
      'https://forms.example.org/apply?id=4471&ref=tw',
    ]);
  });

  it('reads a development server without a scheme, and shops and cafés under their own domains', () => {
    expect(urls('dev at localhost:3000/admin. and http://localhost:8080/x')).toEqual([
      'http://localhost:8080/x',
      'localhost:3000/admin',
    ]);
    expect(urls('kupiłam na allegro.pl/oferta/123, notes on notion.so')).toEqual([
      'allegro.pl/oferta/123',
      'notion.so',
    ]);
    expect(urls('menu on lunabakery.cafe, tickets at theband.rocks/tour')).toEqual([
      'lunabakery.cafe',
      'theband.rocks/tour',
    ]);
  });

  it('reads addresses with schemes other than the web', () => {
    expect(urls('Backups at ftp://files.example.org/pub/backup.tar.gz, weekly')).toEqual([
      'ftp://files.example.org/pub/backup.tar.gz',
    ]);
  });

  it('does not read file names or a sentence without its space as an address', () => {
    expect(urls('see README.md, run setup.sh and open report.pdf')).toEqual([]);
    expect(urls('It was gorgeous.It rained later')).toEqual([]);
  });

  it('keeps the address around a password written into it', () => {
    const text = 'The login https://admin:Winter2026@router.example.net/config works';
    expect(urls(text)).toEqual(['https://admin', '@router.example.net/config']);
  });
});
