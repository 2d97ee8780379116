import { describe, expect, it } from 'vitest';
import { RestError } from './errors.ts';
import { parseQueryString, splitTopLevel } from './queryString.ts';

function parseFails(query: string): RestError {
  try {
    parseQueryString(query);
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error(`expected "${query}" to be refused`);
}

describe('PostgREST query-string grammar', () => {
  it('reads a column filter with its operator and keeps the rest of the value whole', () => {
    const parsed = parseQueryString('title=eq.a.b,c&count=gte.3');
    expect(parsed.where).toEqual([
      { kind: 'filter', column: 'title', operator: 'eq', negated: false, value: 'a.b,c' },
      { kind: 'filter', column: 'count', operator: 'gte', negated: false, value: '3' },
    ]);
  });

  it('negates a filter written with not.', () => {
    expect(parseQueryString('risk_level=not.in.(low,medium)').where[0]).toEqual({
      kind: 'filter',
      column: 'risk_level',
      operator: 'in',
      negated: true,
      value: ['low', 'medium'],
    });
  });

  it('unquotes in-list values that contain commas and quotes', () => {
    const parsed = parseQueryString(`title=in.(${encodeURIComponent('"a,b","say \\"hi\\"",c')})`);
    expect(parsed.where[0]).toMatchObject({ value: ['a,b', 'say "hi"', 'c'] });
  });

  it('treats an empty in-list as matching nothing rather than an error', () => {
    expect(parseQueryString('id=in.()').where[0]).toMatchObject({ value: [] });
  });

  it('parses nested or/and trees with negation inside', () => {
    const parsed = parseQueryString(
      'or=(scan_status.eq.failed,and(privacy_score.lt.40,security_score.not.is.null))',
    );
    expect(parsed.where[0]).toEqual({
      kind: 'logic',
      operator: 'or',
      negated: false,
      children: [
        { kind: 'filter', column: 'scan_status', operator: 'eq', negated: false, value: 'failed' },
        {
          kind: 'logic',
          operator: 'and',
          negated: false,
          children: [
            {
              kind: 'filter',
              column: 'privacy_score',
              operator: 'lt',
              negated: false,
              value: '40',
            },
            {
              kind: 'filter',
              column: 'security_score',
              operator: 'is',
              negated: true,
              value: 'null',
            },
          ],
        },
      ],
    });
  });

  it('negates a whole tree with not.or', () => {
    expect(parseQueryString('not.or=(a.eq.1,b.eq.2)').where[0]).toMatchObject({
      kind: 'logic',
      operator: 'or',
      negated: true,
    });
  });

  it('reads several order columns with directions and null placement', () => {
    expect(parseQueryString('order=created_at.desc.nullslast,id').order).toEqual([
      { column: 'created_at', descending: true, nulls: 'last' },
      { column: 'id', descending: false, nulls: null },
    ]);
  });

  it('reads select lists with aliases and treats * as every column', () => {
    expect(parseQueryString('select=id,level:risk_level').select).toEqual([
      { column: 'id', alias: 'id' },
      { column: 'risk_level', alias: 'level' },
    ]);
    expect(parseQueryString('select=*').select).toBeNull();
  });

  it('reads limit, offset, on_conflict and columns', () => {
    const parsed = parseQueryString('limit=5&offset=10&on_conflict=id&columns="id","title"');
    expect(parsed).toMatchObject({
      limit: 5,
      offset: 10,
      onConflict: ['id'],
      columns: ['id', 'title'],
    });
  });

  it('refuses unknown operators, naming the column', () => {
    const error = parseFails('title=contains.x');
    expect(error.status).toBe(400);
    expect(error.code).toBe('PGRST100');
    expect(error.message).toContain('"title"');
  });

  it('refuses malformed values with a 400, never by throwing something else', () => {
    for (const query of [
      'limit=-1',
      'limit=abc',
      'offset=1e3',
      'order=id.sideways',
      'or=a.eq.1',
      'or=(a.eq.1',
      'or=()',
      'id=in.1,2',
      'id=is.maybe',
      'id=eq',
      'select=scans(*)',
      'select=id::text',
      'limit=1&limit=2',
      `or=(${'and('.repeat(20)}a.eq.1${')'.repeat(21)}`,
    ]) {
      expect(parseFails(query).status, query).toBe(400);
    }
  });

  it('keeps parenthesised groups and quoted strings whole when splitting', () => {
    expect(splitTopLevel('a.eq.1,and(b.eq.2,c.eq.3),d.eq."x,y"', 'test')).toEqual([
      'a.eq.1',
      'and(b.eq.2,c.eq.3)',
      'd.eq."x,y"',
    ]);
  });
});
