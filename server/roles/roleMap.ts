// The role map checker (product-spec §6): a role grants permissions that are '*' (everything), a
// name ('storage' = every storage action) or name.action ('storage.read'), and may inherit other
// roles' grants. Invariant: an unknown role or permission grants nothing, and inheritance cycles
// terminate instead of recursing forever.

export interface RoleDefinition {
  permissions: string[];
  inherits?: string[];
}

export type RoleMap = Record<string, RoleDefinition>;

/**
 * The roles this server knows. `service` is what the service key acts as; `admin` may send mail
 * to any address and read analytics; `user` is every signed-in person.
 */
export const DEFAULT_ROLE_MAP: RoleMap = {
  user: {
    permissions: [
      'storage',
      'realtime',
      'analytics.log',
      'notifications.email_self',
      'data.fetch',
      'data.scrape',
      'data.usernames',
      'data.breaches',
      'ai',
    ],
  },
  admin: { permissions: ['notifications', 'analytics'], inherits: ['user'] },
  service: { permissions: ['*'] },
};

const PERMISSION = /^(\*|[a-z][a-z0-9_-]*(\.[a-z][a-z0-9_-]*)?)$/;

/** Parses a ROLE_MAP setting (JSON) and says exactly what is wrong with a bad one. */
export function parseRoleMap(json: string): RoleMap {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('ROLE_MAP must be JSON: {"role": {"permissions": [...], "inherits": [...]}}');
  }
  if (value == null || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error('ROLE_MAP must be an object of roles');
  }
  const map: RoleMap = {};
  for (const [role, definition] of Object.entries(value as Record<string, unknown>)) {
    const def = definition as { permissions?: unknown; inherits?: unknown } | null;
    if (def == null || typeof def !== 'object' || !Array.isArray(def.permissions)) {
      throw new Error(`ROLE_MAP role "${role}" needs a permissions array`);
    }
    for (const permission of def.permissions) {
      if (typeof permission !== 'string' || !PERMISSION.test(permission)) {
        throw new Error(
          `ROLE_MAP role "${role}" has an invalid permission ${JSON.stringify(permission)}`,
        );
      }
    }
    const inherits = def.inherits ?? [];
    if (!Array.isArray(inherits) || inherits.some((name) => typeof name !== 'string')) {
      throw new Error(`ROLE_MAP role "${role}" inherits must be an array of role names`);
    }
    map[role] = { permissions: def.permissions as string[], inherits: inherits as string[] };
  }
  return map;
}

function grants(granted: string, wanted: string): boolean {
  if (granted === '*' || granted === wanted) return true;
  // 'storage' grants 'storage.read'; 'storage.read' does not grant 'storage'.
  return !granted.includes('.') && wanted.startsWith(`${granted}.`);
}

/** Every role `role` is, itself first, following inheritance breadth-first without repeats. */
export function expandRoles(map: RoleMap, role: string): string[] {
  const seen: string[] = [];
  const queue = [role];
  while (queue.length > 0) {
    const next = queue.shift()!;
    if (seen.includes(next) || !Object.hasOwn(map, next)) continue;
    seen.push(next);
    queue.push(...(map[next]!.inherits ?? []));
  }
  return seen;
}

export function hasRole(map: RoleMap, role: string, wanted: string): boolean {
  return expandRoles(map, role).includes(wanted);
}

export function hasPermission(map: RoleMap, role: string, permission: string): boolean {
  if (!PERMISSION.test(permission) || permission === '*') {
    // Asking for '*' means "may do everything": only a literal '*' grant answers yes.
    if (permission !== '*') return false;
    return expandRoles(map, role).some((name) => map[name]!.permissions.includes('*'));
  }
  return expandRoles(map, role).some((name) =>
    map[name]!.permissions.some((granted) => grants(granted, permission)),
  );
}
