/** The roles an account can hold (A §6, ROLE-01); a visitor without an account has none. */
export const ROLES = ['user', 'pro', 'specialist', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** A change to an account's roles: `+pro` grants, `-pro` takes away. */
export interface RoleChange {
  grant: boolean;
  role: Role;
}

/** Parses `+pro -specialist …`; null when any word is not a sign followed by a known role. */
export function parseRoleChanges(words: readonly string[]): RoleChange[] | null {
  const changes: RoleChange[] = [];
  for (const word of words) {
    const sign = word[0];
    const role = word.slice(1);
    if ((sign !== '+' && sign !== '-') || !isRole(role)) return null;
    changes.push({ grant: sign === '+', role });
  }
  return changes;
}

/** The roles after the changes, in the order of ROLES, each once. */
export function applyRoleChanges(current: readonly string[], changes: readonly RoleChange[]): Role[] {
  const held = new Set(current.filter(isRole));
  for (const { grant, role } of changes) {
    if (grant) held.add(role);
    else held.delete(role);
  }
  return ROLES.filter((role) => held.has(role));
}

/** The roles column (a JSON array); anything unreadable holds no role. */
export function parseStoredRoles(json: string): string[] {
  try {
    const roles: unknown = JSON.parse(json);
    return Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [];
  } catch {
    return [];
  }
}
