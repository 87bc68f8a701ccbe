/**
 * The /activities page: the whole history, filtered (filters in the URL), sorted (remembered),
 * with selection actions, collections and exports. Filtering and sorting run in
 * src/domain/filters: the full list is sorted once per sort change, and each filter change only
 * filters that sorted list, so a keystroke costs one pass over the rows.
 */
import { useQuery } from '@tanstack/react-query';
import type { RowSelectionState, Updater } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { ImportEmptyState } from '../../shared/empty/import-empty-state';
import { ErrorPanel } from '../../components/error-panel';
import { PageHeader } from '../../components/page-header';
import type { Collection } from '../../data';
import { compileFilter, sortSummaries, type SortExtras, type SortSpec } from '../../domain/filters';
import { computeTotals } from '../../domain/stats/totals';
import type { TrackSummary } from '../../domain/stats/types';
import { useFilterContext, useStableFilter } from '../../shared/filters/filter-hooks';
import { useNewTiles } from '../../shared/explorer/use-explorer';
import { useSettings } from '../../lib/settings';
import { useTrackStore } from '../../lib/store-context';
import { summariesQuery, useUpdateSummary } from '../../lib/track-queries';
import { ActivitiesActions } from './actions/activities-actions';
import { ActivitiesTable } from './table/activities-table';
import type { RowActions } from './table/cells';
import { CollectionsPanel, type CollectionLinks } from './actions/collections-panel';
import { gearNames } from '../../domain/stats/gear-totals';
import { FilterBar } from './filter/filter-bar';
import { countsInHistory, withEdited } from '../../domain/sanity/history';
import { useCollections } from './actions/use-collections';
import { useSearchText } from './filter/use-search-text';
import type { TablePrefs } from './table/table-prefs';
import { useTablePrefs } from './table/use-table-prefs';
import { useUrlFilter, type UrlFilter } from './filter/use-url-filter';
import { GearAssign } from './gear-assign';
import { useAssignedGearNames } from '../../shared/gear/gear-queries';
import './activities.css';
import { DemoNotice } from '../../components/demo-notice';
import { useDemoActivities } from '../../shared/demo/demo-activities';
import { useTrainingLoads } from '../../shared/training/use-training-loads';

export function ActivitiesPage() {
  const store = useTrackStore();
  const summaries = useQuery(summariesQuery(store));
  const { query: collectionsQuery, collections } = useCollections();
  const url = useUrlFilter();
  // The Gear column and filter show the gear each activity is assigned (issue 35).
  const rows = useAssignedGearNames(summaries.data);

  let body: React.ReactNode;
  if (summaries.isError)
    body = (
      <ErrorPanel
        error={summaries.error}
        title="Could not read your activities"
        onRetry={() => void summaries.refetch()}
      />
    );
  // Collections are only needed before the first paint when the filter is a collection.
  else if (summaries.isPending || (url.filter.collectionId !== null && collectionsQuery.isPending))
    body = <p role="status">Loading activities…</p>;
  else if (summaries.data.length === 0) body = <NoActivities />;
  else body = <ActivitiesView summaries={rows ?? summaries.data} collections={collections} url={url} />;

  return (
    <div className="activities-page">
      <PageHeader
        title="Activities"
        description="Your whole history: filter, sort, select, compare and export."
      />
      {body}
    </div>
  );
}

function NoActivities() {
  return (
    <ImportEmptyState title="No activities yet">
      Import GPX, FIT or TCX files (or a whole Strava or Garmin export) and every activity appears here, ready
      to filter, sort and compare.
    </ImportEmptyState>
  );
}

interface ViewProps {
  summaries: TrackSummary[];
  collections: Collection[];
  url: UrlFilter;
}

function ActivitiesView({ summaries, collections, url }: ViewProps) {
  const { units } = useSettings();
  const { filter, setFilter } = url;
  const commitText = useCallback(
    (text: string) => setFilter({ ...filter, text }, { replace: true }),
    [filter, setFilter],
  );
  const [text, setText] = useSearchText(filter.text, commitText);
  const effective = useStableFilter(useMemo(() => ({ ...filter, text }), [filter, text]));
  const [prefs, setPrefs] = useTablePrefs();
  const ctx = useFilterContext(collections);

  const extras = useRowExtras(prefs);
  // Only a sort by an extra sorts again when the extras change.
  const sortExtras = prefs.sorting.some((s) => s.id === 'newTiles' || s.id === 'load') ? extras : undefined;
  const sortedAll = useMemo(
    () => sortSummaries(summaries, prefs.sorting, sortExtras),
    [summaries, prefs.sorting, sortExtras],
  );
  const keep = useMemo(() => compileFilter(effective, ctx), [effective, ctx]);
  const rows = useMemo(() => sortedAll.filter(keep), [sortedAll, keep]);
  // From the unsorted list, so a sort does not recount. Routes and excluded activities are listed
  // but never counted (domain/sanity/history.ts).
  const totals = useMemo(
    () => computeTotals(summaries, (s) => keep(s) && countsInHistory(s)),
    [summaries, keep],
  );
  const hasUncounted = useMemo(() => summaries.some((s) => !countsInHistory(s)), [summaries]);
  const uncounted = useMemo(() => rows.reduce((n, s) => (countsInHistory(s) ? n : n + 1), 0), [rows]);

  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const onRowSelectionChange = useCallback(
    (u: Updater<RowSelectionState>) => setRowSelection((old) => (typeof u === 'function' ? u(old) : u)),
    [],
  );
  const selectedIds = useMemo(
    () => Object.keys(rowSelection).filter((id) => rowSelection[id]),
    [rowSelection],
  );

  const actions = useRowActions(url, summaries);
  const links: CollectionLinks = useMemo(
    () => ({
      filter: (id) => url.hrefFor('/activities', { ...url.carried, collection: id ?? undefined }),
      compare: (c) =>
        url.hrefFor('/compare', { ...url.carried, collection: undefined, ids: c.trackIds.join(',') }),
      heatmap: (c) => url.hrefFor('/heatmap', { ...url.carried, collection: c.id }),
      go: url.go,
    }),
    [url],
  );
  const activeCollection = collections.find((c) => c.id === filter.collectionId);
  const gear = useMemo(() => gearNames(summaries), [summaries]);
  const onActiveDeleted = useCallback(
    () => setFilter({ ...filter, collectionId: null }),
    [filter, setFilter],
  );
  const onSortingChange = useCallback(
    (sorting: SortSpec[]) => setPrefs({ ...prefs, sorting }),
    [prefs, setPrefs],
  );

  return (
    <>
      <DemoNotice />
      <div className="activities-layout">
        <FilterBar
          filter={effective}
          onChange={setFilter}
          units={units}
          text={text}
          onTextChange={setText}
          collectionName={filter.collectionId === null ? undefined : (activeCollection?.name ?? null)}
          gearOptions={gear}
          hasUncounted={hasUncounted}
        />
        <CollectionsPanel
          collections={collections}
          activeId={filter.collectionId}
          selectedIds={selectedIds}
          links={links}
          onActiveDeleted={onActiveDeleted}
        />
        <div className="activities-main">
          <ActivitiesActions
            rows={rows}
            total={summaries.length}
            selectedIds={selectedIds}
            onSelectionChange={setRowSelection}
            prefs={prefs}
            onPrefsChange={setPrefs}
            url={url}
            extras={extras}
            all={summaries}
          />
          <GearAssign selectedIds={selectedIds} />
          <ActivitiesTable
            all={summaries}
            rows={rows}
            units={units}
            sorting={prefs.sorting}
            onSortingChange={onSortingChange}
            visibility={prefs.visibility}
            order={prefs.order}
            rowSelection={rowSelection}
            onRowSelectionChange={onRowSelectionChange}
            totals={totals}
            uncounted={uncounted}
            actions={actions}
            label={activeCollection ? `Activities in ${activeCollection.name}` : 'Activities'}
            extras={extras}
          />
        </div>
      </div>
    </>
  );
}

/**
 * Values of each activity that its summary does not hold: new explorer tiles (zoom 14), asked of
 * the explorer worker only while the New tiles column is shown or sorts the table; training loads
 * (shared/training/use-training-loads.ts) likewise only while the Load column is.
 */
function useRowExtras(prefs: TablePrefs): SortExtras {
  const wanted = prefs.visibility.newTiles || prefs.sorting.some((s) => s.id === 'newTiles');
  const newTiles = useNewTiles(wanted);
  const z14 = wanted ? (newTiles?.z14 ?? null) : null;
  const loads = useTrainingLoads(prefs.visibility.load || prefs.sorting.some((s) => s.id === 'load'));
  return useMemo(() => ({ newTiles: z14, trainingLoads: loads }), [z14, loads]);
}

function useRowActions(url: UrlFilter, summaries: readonly TrackSummary[]): RowActions {
  const { mutate: update } = useUpdateSummary();
  const byId = useMemo(() => new Map(summaries.map((s) => [s.id, s])), [summaries]);
  const { hrefFor, go, carried } = url;
  const demo = useDemoActivities().ids;
  return useMemo(
    () => ({
      activityHref: (id) => hrefFor(`/activities/${encodeURIComponent(id)}`, carried),
      onOpen: (id) => go(hrefFor(`/activities/${encodeURIComponent(id)}`, carried)),
      // The person's own edits are marked, so an export's metadata never overwrites them.
      onRename: (id, name) =>
        update({ id, patch: { name, editedFields: withEdited(byId.get(id)?.editedFields ?? [], 'name') } }),
      onSportChange: (id, sport) =>
        update({ id, patch: { sport, editedFields: withEdited(byId.get(id)?.editedFields ?? [], 'sport') } }),
      isDemo: (id) => demo.has(id),
    }),
    [hrefFor, go, carried, update, demo, byId],
  );
}
