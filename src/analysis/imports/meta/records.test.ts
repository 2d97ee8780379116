// Meta files change their wrapper between vintages: the records must be found by their shape.
import { describe, expect, it } from 'vitest';
import { records } from './records.ts';

const blocked = { title: 'someone', string_list_data: [{ href: 'https://example.com/someone' }] };

describe('records of a Meta file', () => {
  it('reads the wrapped list, the bare array and a lone record without a wrapper alike', () => {
    expect(
      records({ relationships_blocked_users: [blocked] }, 'relationships_blocked_users'),
    ).toEqual([blocked]);
    expect(records([blocked, blocked], 'relationships_blocked_users')).toHaveLength(2);
    const lone = { timestamp: 1751439108, label_values: [{ label: 'Username', value: 'x' }] };
    expect(records(lone, 'relationships_blocked_users')).toEqual([lone]);
  });

  it('finds nothing in a file of another kind', () => {
    expect(records({ profile_user: [blocked] }, 'relationships_blocked_users')).toEqual([]);
  });
});
