import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_MAP, expandRoles, hasPermission, hasRole, parseRoleMap } from './roleMap.ts';

const MAP = parseRoleMap(
  JSON.stringify({
    viewer: { permissions: ['storage.read'] },
    editor: { permissions: ['storage', 'realtime.publish'], inherits: ['viewer'] },
    owner: { permissions: ['notifications'], inherits: ['editor'] },
    root: { permissions: ['*'] },
    loopA: { permissions: ['a.one'], inherits: ['loopB'] },
    loopB: { permissions: ['b.two'], inherits: ['loopA'] },
  }),
);

describe('role map checker', () => {
  it("grants every permission to a role holding '*'", () => {
    expect(hasPermission(MAP, 'root', 'storage.delete')).toBe(true);
    expect(hasPermission(MAP, 'root', 'anything')).toBe(true);
    expect(hasPermission(MAP, 'root', '*')).toBe(true);
  });

  it('grants every action of a name to a role holding the bare name', () => {
    expect(hasPermission(MAP, 'editor', 'storage.delete')).toBe(true);
    expect(hasPermission(MAP, 'editor', 'storage')).toBe(true);
  });

  it('grants only the named action to a role holding name.action', () => {
    expect(hasPermission(MAP, 'viewer', 'storage.read')).toBe(true);
    expect(hasPermission(MAP, 'viewer', 'storage.delete')).toBe(false);
    expect(hasPermission(MAP, 'viewer', 'storage')).toBe(false);
    expect(hasPermission(MAP, 'editor', 'realtime.subscribe')).toBe(false);
  });

  it('does not treat a name as a prefix of a longer name', () => {
    expect(hasPermission(MAP, 'editor', 'storagebox.read')).toBe(false);
  });

  it('passes grants down inheritance chains', () => {
    expect(hasPermission(MAP, 'owner', 'storage.read')).toBe(true);
    expect(hasPermission(MAP, 'owner', 'realtime.publish')).toBe(true);
    expect(hasRole(MAP, 'owner', 'viewer')).toBe(true);
    expect(hasRole(MAP, 'viewer', 'owner')).toBe(false);
    expect(hasPermission(MAP, 'owner', '*')).toBe(false);
  });

  it('terminates on inheritance cycles and still collects both grants', () => {
    expect(expandRoles(MAP, 'loopA')).toEqual(['loopA', 'loopB']);
    expect(hasPermission(MAP, 'loopA', 'b.two')).toBe(true);
    expect(hasPermission(MAP, 'loopA', 'c.three')).toBe(false);
  });

  it('grants nothing to an unknown role', () => {
    expect(hasPermission(MAP, 'stranger', 'storage.read')).toBe(false);
    expect(hasRole(MAP, 'stranger', 'stranger')).toBe(false);
  });

  it('lets the service key do anything and a signed-in user email only themselves', () => {
    expect(hasPermission(DEFAULT_ROLE_MAP, 'service', 'notifications.email_any')).toBe(true);
    expect(hasPermission(DEFAULT_ROLE_MAP, 'user', 'notifications.email_self')).toBe(true);
    expect(hasPermission(DEFAULT_ROLE_MAP, 'user', 'notifications.email_any')).toBe(false);
    expect(hasPermission(DEFAULT_ROLE_MAP, 'admin', 'notifications.email_any')).toBe(true);
    expect(hasPermission(DEFAULT_ROLE_MAP, 'admin', 'storage.upload')).toBe(true);
  });

  it('rejects a malformed ROLE_MAP with a message naming the problem', () => {
    expect(() => parseRoleMap('{')).toThrow(/must be JSON/);
    expect(() => parseRoleMap('[]')).toThrow(/object of roles/);
    expect(() => parseRoleMap('{"a":{}}')).toThrow(/role "a" needs a permissions array/);
    expect(() => parseRoleMap('{"a":{"permissions":["x.y.z"]}}')).toThrow(/invalid permission/);
    expect(() => parseRoleMap('{"a":{"permissions":[],"inherits":"b"}}')).toThrow(/inherits/);
  });
});
