/**
 * The side-by-side table: one row per compared activity (all of them, however many), its summary
 * statistics and under each its difference to the baseline; the baseline is chosen with the radio
 * buttons; every column sorts (aria-sort on the header).
 */
import { Link } from '@tanstack/react-router';
import { memo, useMemo, useState } from 'react';
import { formatActivityDate, summaryZone } from '../../../lib/format';
import { colorAt } from '../palette';
import {
  sortEntries,
  STAT_SPECS,
  statDiff,
  type CompareEntry,
  type FormatContext,
  type SortKey,
  type SortState,
} from './table-model';

export interface CompareTableProps {
  entries: readonly CompareEntry[];
  baselineId: string;
  context: FormatContext;
  onBaseline: (id: string) => void;
  onRemove: (id: string) => void;
}

const ariaSort = (sort: SortState, key: SortKey) =>
  sort.key !== key ? 'none' : sort.direction === 'asc' ? 'ascending' : 'descending';

function SortHeader(props: {
  label: string;
  sortKey: SortKey;
  sort: SortState;
  onSort: (key: SortKey) => void;
  numeric?: boolean;
}) {
  const { label, sortKey, sort, onSort } = props;
  const mark = sort.key === sortKey ? (sort.direction === 'asc' ? '▲' : '▼') : '';
  return (
    <th scope="col" aria-sort={ariaSort(sort, sortKey)} className={props.numeric ? 'num' : undefined}>
      <button type="button" className="compare-table__sort" onClick={() => onSort(sortKey)}>
        {label}
        <span aria-hidden="true" className="compare-table__mark">
          {mark}
        </span>
      </button>
    </th>
  );
}

function Row({
  entry,
  baseline,
  props,
}: {
  entry: CompareEntry;
  baseline: CompareEntry | null;
  props: CompareTableProps;
}) {
  const { context, baselineId } = props;
  const s = entry.summary;
  const isBaseline = entry.id === baselineId;
  return (
    <tr className={isBaseline ? 'compare-table__baseline' : undefined} data-id={entry.id}>
      <td className="num">
        <span className="compare-swatch" style={{ background: colorAt(entry.position) }} aria-hidden="true" />
        {entry.position + 1}
      </td>
      <th scope="row" className="compare-table__name">
        <Link to="/activities/$id" params={{ id: entry.id }}>
          <bdi>{s.name}</bdi>
        </Link>
        <span className="muted compare-table__date">{formatActivityDate(s.startTime, summaryZone(s))}</span>
      </th>
      <td>
        <input
          type="radio"
          name="compare-baseline"
          checked={isBaseline}
          onChange={() => props.onBaseline(entry.id)}
          aria-label={`Baseline: ${s.name}`}
        />
      </td>
      {STAT_SPECS.map((spec) => {
        const diff = statDiff(spec, entry, baseline, context);
        return (
          <td key={spec.key} className="num">
            <span className="compare-table__value">{spec.format(spec.value(entry, context), context)}</span>
            {isBaseline ? (
              <span className="compare-table__diff muted">baseline</span>
            ) : diff !== null ? (
              <span className="compare-table__diff" data-diff={Math.sign(diff)}>
                {spec.formatDiff(diff, context)}
                <span className="visually-hidden"> vs baseline</span>
              </span>
            ) : null}
          </td>
        );
      })}
      <td>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={() => props.onRemove(entry.id)}
          aria-label={`Remove ${s.name} from the comparison`}
        >
          Remove
        </button>
      </td>
    </tr>
  );
}

export const CompareTable = memo(function CompareTable(props: CompareTableProps) {
  const { entries, baselineId, context } = props;
  const [sort, setSort] = useState<SortState>({ key: 'position', direction: 'asc' });
  const sorted = useMemo(() => sortEntries(entries, sort, context), [entries, sort, context]);
  const baseline = entries.find((e) => e.id === baselineId) ?? null;
  const onSort = (key: SortKey) =>
    setSort((prev) => ({ key, direction: prev.key === key && prev.direction === 'asc' ? 'desc' : 'asc' }));

  return (
    <div className="compare-table__scroll">
      <table className="compare-table">
        <caption className="visually-hidden">
          Summary statistics of the compared activities, with each one’s difference to the baseline
        </caption>
        <thead>
          <tr>
            <SortHeader label="#" sortKey="position" sort={sort} onSort={onSort} numeric />
            <SortHeader label="Activity" sortKey="name" sort={sort} onSort={onSort} />
            <th scope="col">Baseline</th>
            {STAT_SPECS.map((spec) => (
              <SortHeader
                key={spec.key}
                label={spec.label(context)}
                sortKey={spec.key}
                sort={sort}
                onSort={onSort}
                numeric
              />
            ))}
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((entry) => (
            <Row key={entry.id} entry={entry} baseline={baseline} props={props} />
          ))}
        </tbody>
      </table>
    </div>
  );
});
