/**
 * Gear, assignment rules, maintenance tasks and goals (issue 35) for the UI: query-options
 * factories over the TrackStore's gear kinds, keys under ['tracks'] (an import or a delete, which
 * invalidate ['tracks'], refresh them too), the combined view every page reads (useGearData), and
 * the changes (useGearActions).
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { GearKindName, GearKindTypes, TrackStore } from '../../data';
import { localDayOf } from '../../domain/filters';
import { assignGear } from '../../domain/gear/assign';
import { gearOverview, type GearOverview } from '../../domain/gear/overview';
import type { Gear } from '../../domain/gear/types';
import type { Goal } from '../../domain/goals/types';
import type { TrackSummary } from '../../domain/stats/types';
import { useTrackStore } from '../../lib/store-context';
import { summariesQuery, trackKeys } from '../../lib/track-queries';

export const gearKeys = {
  all: ['tracks', 'gear-kinds'] as const,
  kind: (kind: GearKindName) => ['tracks', 'gear-kinds', kind] as const,
};

export const gearKindQuery = <K extends GearKindName>(store: TrackStore, kind: K) =>
  queryOptions({
    queryKey: gearKeys.kind(kind),
    queryFn: (): Promise<GearKindTypes[K][]> => store.gear[kind].list(),
  });

/** A new random id for a gear document. */
export const newGearDocId = (): string => crypto.randomUUID();

export interface GearData {
  summaries: TrackSummary[];
  gear: Gear[];
  goals: Goal[];
  /** Totals, due maintenance, retirement suggestions (domain/gear/overview.ts). */
  overview: GearOverview;
  today: number;
}

/** Everything the gear pages read, once all of it is loaded; else the pending or failed state. */
export function useGearData(): { data: GearData | undefined; error: Error | null; isPending: boolean } {
  const store = useTrackStore();
  const summaries = useQuery(summariesQuery(store));
  const gear = useQuery(gearKindQuery(store, 'gear'));
  const rules = useQuery(gearKindQuery(store, 'gearRules'));
  const tasks = useQuery(gearKindQuery(store, 'maintenance'));
  const goals = useQuery(gearKindQuery(store, 'goals'));
  const all = [summaries, gear, rules, tasks, goals];
  const data = useMemo(() => {
    if (!summaries.data || !gear.data || !rules.data || !tasks.data || !goals.data) return undefined;
    const today = localDayOf(new Date());
    return {
      summaries: summaries.data,
      gear: gear.data,
      goals: goals.data,
      overview: gearOverview(summaries.data, gear.data, rules.data, tasks.data, today),
      today,
    };
  }, [summaries.data, gear.data, rules.data, tasks.data, goals.data]);
  return { data, error: all.find((q) => q.error)?.error ?? null, isPending: all.some((q) => q.isPending) };
}

export interface GearActions {
  put<K extends GearKindName>(kind: K, item: GearKindTypes[K]): Promise<void>;
  remove(kind: GearKindName, id: string): Promise<void>;
  /** Sets (null: clears) the own gear choice of these activities. */
  setActivityGear(ids: readonly string[], gearId: string | null): Promise<void>;
  /** Deletes a gear with its rules and tasks; activities that chose it lose only the link. */
  deleteGear(gearId: string, summaries: readonly TrackSummary[]): Promise<void>;
}

export function useGearActions(): GearActions {
  const store = useTrackStore();
  const client = useQueryClient();
  const refresh = useCallback(
    (key: readonly unknown[]) => client.invalidateQueries({ queryKey: key }),
    [client],
  );
  return useMemo<GearActions>(() => {
    const setActivityGear = async (ids: readonly string[], gearId: string | null) => {
      try {
        for (const id of ids) await store.updateSummary(id, { gearId });
      } finally {
        await refresh(trackKeys.all);
      }
    };
    return {
      put: async (kind, item) => {
        await store.gear[kind].put(item);
        await refresh(gearKeys.kind(kind));
      },
      remove: async (kind, id) => {
        await store.gear[kind].delete(id);
        await refresh(gearKeys.kind(kind));
      },
      setActivityGear,
      deleteGear: async (gearId, summaries) => {
        const [rules, tasks] = await Promise.all([
          store.gear.gearRules.list(),
          store.gear.maintenance.list(),
        ]);
        for (const r of rules) if (r.gearId === gearId) await store.gear.gearRules.delete(r.id);
        for (const t of tasks) if (t.gearId === gearId) await store.gear.maintenance.delete(t.id);
        const chose = summaries.filter((s) => s.gearId === gearId).map((s) => s.id);
        await store.gear.gear.delete(gearId);
        if (chose.length > 0) await setActivityGear(chose, null);
        await refresh(trackKeys.all);
      },
    };
  }, [store, refresh]);
}

/**
 * The summaries with `gear` holding the name of the gear each is assigned (domain/gear/assign.ts),
 * for the Activities table's column and filter; as they are while no gear is defined or loaded
 * (then `gear` is the export's gear name).
 */
export function useAssignedGearNames(summaries: TrackSummary[] | undefined): TrackSummary[] | undefined {
  const { data } = useGearData();
  return useMemo(() => {
    if (!summaries || !data || data.gear.length === 0) return summaries;
    const { index } = data.overview;
    return summaries.map((s) => {
      const a = assignGear(s, index);
      const name = a ? (index.gear.get(a.gearId)?.name ?? null) : null;
      return name === s.gear ? s : { ...s, gear: name };
    });
  }, [summaries, data]);
}
