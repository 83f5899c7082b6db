import { sql } from 'drizzle-orm';
import type { Exec } from '../db/query.js';
import { rows } from '../db/query.js';

interface MenuRow {
  id: number;
  parent_id: number | null;
  name: string;
  path: string;
  icon: string;
  code: string;
  sort_index: number;
  target: string;
  new_menu: boolean;
}

export interface MenuItem {
  name: string;
  path: string;
  icon: string;
  code: string;
  additionalSettings: { index: number; target: string | null; newMenu: boolean };
  children: MenuItem[];
}

/** Menu of one user in one tenant: the tenant's entries plus the user's own. */
export async function menuFor(db: Exec, userId: number, tenant: string): Promise<MenuItem[]> {
  const list = await rows<MenuRow>(
    db,
    sql`SELECT id, parent_id, name, path, icon, code, sort_index, target, new_menu FROM menus
        WHERE tenant = ${tenant} AND (user_id IS NULL OR user_id = ${userId}) ORDER BY sort_index, id`,
  );
  const toItem = (m: MenuRow): MenuItem => ({
    name: m.name,
    path: m.path,
    icon: m.icon,
    code: m.code,
    additionalSettings: { index: m.sort_index, target: m.target, newMenu: m.new_menu },
    children: list.filter((c) => c.parent_id === m.id).map(toItem),
  });
  return list.filter((m) => m.parent_id === null).map(toItem);
}

export interface ConfigItem {
  key: string;
  configItem: string;
  configValue: unknown;
}

/**
 * Config items of a tenant for a container plus those of container 'global' and of every
 * container ('*'); the asked container beats global, a tenant's own row beats the '*' row.
 */
export async function configFor(
  db: Exec,
  tenant: string,
  container: string,
): Promise<ConfigItem[]> {
  const list = await rows<{ key: string; config_item: string; value: unknown }>(
    db,
    sql`SELECT DISTINCT ON (key) key, config_item, value FROM config_flags
        WHERE tenant IN (${tenant}, '*') AND container IN (${container}, 'global', '*')
        ORDER BY key, (container <> ${container}), (container = '*'), (tenant = '*')`,
  );
  return list.map((r) => ({ key: r.key, configItem: r.config_item, configValue: r.value }));
}

export async function flag<T>(db: Exec, key: string, tenant = '*', fallback: T): Promise<T> {
  const list = await rows<{ value: T }>(
    db,
    sql`SELECT value FROM config_flags WHERE key = ${key} AND tenant IN (${tenant}, '*') ORDER BY (tenant = '*') LIMIT 1`,
  );
  return list[0] ? list[0].value : fallback;
}
