import { eq, inArray } from 'drizzle-orm';
import { isRole, type Role } from '@portico/contracts';
import type { Db } from '@portico/platform';
import { userTypes, users } from '../schema';

export interface UserTypeRow {
  id: string;
  name: string;
  baseRole: Role;
  parentId: string | null;
  permissions: string[];
  status: string;
}

/** Reads users and user types with the columns access decisions need. */
export class AccessRepository {
  constructor(private readonly db: Db) {}

  async user(id: string, db: Db = this.db) {
    const [row] = (await db.select().from(users).where(eq(users.id!, id))) as Record<string, unknown>[];
    return row;
  }

  async userType(id: string, db: Db = this.db): Promise<UserTypeRow | undefined> {
    const [row] = (await db.select().from(userTypes).where(eq(userTypes.id!, id))) as Record<string, unknown>[];
    return row ? toType(row) : undefined;
  }

  /** The type and its ancestors, nearest first (a sub type can be nested under a sub type). */
  async lineage(id: string, db: Db = this.db): Promise<UserTypeRow[]> {
    const chain: UserTypeRow[] = [];
    let next: string | null = id;
    while (next && chain.length < 10) {
      const type = await this.userType(next, db);
      if (!type) break;
      chain.push(type);
      next = type.parentId;
    }
    return chain;
  }

  async typesByIds(ids: string[], db: Db = this.db): Promise<UserTypeRow[]> {
    if (ids.length === 0) return [];
    return ((await db.select().from(userTypes).where(inArray(userTypes.id!, ids))) as Record<string, unknown>[]).map(toType);
  }
}

function toType(row: Record<string, unknown>): UserTypeRow {
  const baseRole = String(row.baseRole);
  if (!isRole(baseRole)) throw new Error(`user type ${String(row.id)} has unknown base role ${baseRole}`);
  return {
    id: String(row.id),
    name: String(row.name),
    baseRole,
    parentId: (row.parentId as string | null) ?? null,
    permissions: (row.permissions as string[]) ?? [],
    status: String(row.status),
  };
}

/** What a type grants: its own slugs, capped by every ancestor's (a sub type never exceeds its parent). */
export function effectivePermissions(lineage: UserTypeRow[]): Set<string> {
  if (lineage.length === 0) return new Set();
  let granted = new Set(lineage[0]!.permissions);
  for (const ancestor of lineage.slice(1)) granted = new Set([...granted].filter((p) => ancestor.permissions.includes(p)));
  return granted;
}
