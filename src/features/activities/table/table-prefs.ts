/**
 * The user's table choices (visible columns, their order, the sort), remembered in localStorage.
 * What is read back is parsed with zod and repaired: unknown column ids are dropped, missing ones
 * are added in their default place, so an old or hand-edited value never breaks the table.
 */
import { z } from '../../../domain/zod';
import { isSortKey, type SortSpec } from '../../../domain/filters';
import { COLUMN_IDS, COLUMN_SPECS, type ColumnId } from './column-specs';

export const TABLE_PREFS_KEY = 'gpx-dashboard.activities-table';

export interface TablePrefs {
  /** Column id -> visible. Every column has an entry. */
  visibility: Record<ColumnId, boolean>;
  /** Every column id, in display order. */
  order: ColumnId[];
  sorting: SortSpec[];
}

export const DEFAULT_SORTING: SortSpec[] = [{ id: 'date', desc: true }];
/** More sort keys than this add nothing a person can follow. */
export const MAX_SORT_KEYS = 4;

const storedSchema = z.object({
  visibility: z.record(z.string(), z.boolean()).catch({}),
  order: z.array(z.string()).catch([]),
  sorting: z.array(z.object({ id: z.string(), desc: z.boolean() })).catch(DEFAULT_SORTING),
});

const isColumnId = (id: string): id is ColumnId => (COLUMN_IDS as readonly string[]).includes(id);

export function defaultTablePrefs(): TablePrefs {
  return normalizePrefs({ visibility: {}, order: [], sorting: DEFAULT_SORTING });
}

/** Repairs prefs: every known column present once, unknown ones dropped, sort keys valid. */
export function normalizePrefs(raw: z.output<typeof storedSchema>): TablePrefs {
  const visibility = {} as Record<ColumnId, boolean>;
  for (const spec of COLUMN_SPECS) visibility[spec.id] = raw.visibility[spec.id] ?? !spec.hiddenByDefault;
  const known = [...new Set(raw.order.filter(isColumnId))];
  const order = [...known, ...COLUMN_IDS.filter((id) => !known.includes(id))];
  const seen = new Set<string>();
  const sorting: SortSpec[] = [];
  for (const s of raw.sorting) {
    if (!isSortKey(s.id) || seen.has(s.id) || sorting.length >= MAX_SORT_KEYS) continue;
    seen.add(s.id);
    sorting.push({ id: s.id, desc: s.desc });
  }
  return { visibility, order, sorting };
}

export function loadTablePrefs(storage: Storage | undefined = safeStorage()): TablePrefs {
  try {
    const text = storage?.getItem(TABLE_PREFS_KEY);
    if (text === null || text === undefined) return defaultTablePrefs();
    const parsed = storedSchema.safeParse(JSON.parse(text));
    return parsed.success ? normalizePrefs(parsed.data) : defaultTablePrefs();
  } catch {
    return defaultTablePrefs();
  }
}

export function saveTablePrefs(prefs: TablePrefs, storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.setItem(TABLE_PREFS_KEY, JSON.stringify(prefs));
  } catch {
    // Private mode or a full storage: the choice still applies for this session.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
