import { describe, expect, it } from 'vitest';
import { scrapeHtml } from './scrape.ts';

const PAGE = `<!doctype html><html lang="en"><head>
<title>Jane Doe (@jane) · Profile</title>
<meta name="description" content="Photographer in Lisbon">
<meta property="og:title" content="Jane Doe">
<meta property="og:image" content="https://cdn.example/jane.jpg">
<link rel="canonical" href="/jane">
<style>body { color: red }</style>
<script>window.secret = "do not include";</script>
</head><body>
<h1>Jane Doe</h1>
<p>Born <strong>1990</strong> in <em>Porto</em>. Find me at <a href="/jane/contact">contact</a>
or <a href="javascript:alert(1)">this</a>.</p>
<ul><li>Works at Acme</li><li>Dog: <b>Rex</b></li></ul>
<ol><li>first</li><li>second</li></ol>
<img src="avatar.png" alt="Jane's avatar">
<pre>code  block</pre>
<p>Tom &amp; Jerry&nbsp;forever</p>
</body></html>`;

describe('scraping a public page', () => {
  const page = scrapeHtml(PAGE, 'https://social.example/jane?tab=about');

  it('turns content into markdown without scripts or styles', () => {
    expect(page.markdown).toContain('# Jane Doe');
    expect(page.markdown).toContain('Born **1990** in _Porto_.');
    expect(page.markdown).toContain('[contact](https://social.example/jane/contact)');
    expect(page.markdown).toContain('- Works at Acme\n- Dog: **Rex**');
    expect(page.markdown).toContain('1. first\n2. second');
    expect(page.markdown).toContain("![Jane's avatar](https://social.example/avatar.png)");
    expect(page.markdown).toContain('```\ncode  block\n```');
    expect(page.markdown).toContain('Tom & Jerry forever');
    expect(page.markdown).not.toContain('secret');
    expect(page.markdown).not.toContain('color: red');
  });

  it('lists absolute http(s) links only', () => {
    expect(page.links).toEqual(['https://social.example/jane/contact']);
  });

  it('reads title, description, language, canonical URL and social meta tags', () => {
    expect(page.metadata).toEqual({
      title: 'Jane Doe (@jane) · Profile',
      description: 'Photographer in Lisbon',
      language: 'en',
      canonicalUrl: 'https://social.example/jane',
      meta: {
        description: 'Photographer in Lisbon',
        'og:title': 'Jane Doe',
        'og:image': 'https://cdn.example/jane.jpg',
      },
    });
  });

  it('copes with broken markup', () => {
    const broken = scrapeHtml('<p>open <b>bold <a href="x">link', 'https://a.example/');
    expect(broken.markdown).toContain('open **bold [link](https://a.example/x)');
    expect(scrapeHtml('', 'https://a.example/').markdown).toBe('');
  });
});
