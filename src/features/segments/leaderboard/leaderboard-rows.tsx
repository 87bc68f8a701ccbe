/**
 * The leaderboard's body, virtualised: only the rows in view (plus OVERSCAN) are in the DOM, between
 * two spacer rows, inside a scroll box at most MAX_HEIGHT_PX tall, so 500 efforts paint like 20.
 * The table keeps its semantics: aria-rowcount on the table, aria-rowindex on each row.
 */
import { Link } from '@tanstack/react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState, type ReactNode } from 'react';
import type { RankedEffort } from '../../../domain/segments/types';
import type { UnitSystem } from '../../../domain/units';
import {
  formatActivityDate,
  formatDuration,
  formatInteger,
  formatPaceOrSpeed,
  MISSING,
  summaryZone,
} from '../../../lib/format';
import type { EffortActivity } from '../../../shared/segments/segment-queries';
import { observeBoxSize, scrollSkippingMountTop } from './box-size';
import { effortInstant, type PrMark } from './leaderboard-model';

/** Height of one row (set in segments.css: cells never wrap) and of the header row, px. */
export const ROW_HEIGHT = 34;
export const HEADER_HEIGHT = 36;
/** Rows drawn beyond the visible ones, on each side. */
export const OVERSCAN = 8;
/** The scroll box's height at most, px: about 16 rows. */
export const MAX_HEIGHT_PX = 580;
export const COLUMN_COUNT = 7;

export interface LeaderboardRowsProps {
  rows: readonly RankedEffort[];
  marks: ReadonlyMap<string, PrMark>;
  activities: ReadonlyMap<string, EffortActivity>;
  units: UnitSystem;
  /** The table's header row (drawn first, sticky). */
  head: ReactNode;
}

export function LeaderboardTable({ rows, marks, activities, units, head }: LeaderboardRowsProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollToFn] = useState(() => scrollSkippingMountTop<HTMLDivElement>());
  // The project does not run the React Compiler; the virtualizer re-renders this component itself.
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    initialRect: { width: 900, height: MAX_HEIGHT_PX },
    // No forced layout of the new page while it mounts (box-size.ts).
    observeElementRect: observeBoxSize,
    scrollToFn,
  });
  const items = virtualizer.getVirtualItems();
  const top = (items[0]?.start ?? HEADER_HEIGHT) - HEADER_HEIGHT;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? HEADER_HEIGHT);
  return (
    <div className="segments-table-scroll" ref={scrollRef} style={{ maxHeight: MAX_HEIGHT_PX }}>
      <table className="data-table activity-table leaderboard" aria-rowcount={rows.length + 1}>
        <thead>{head}</thead>
        <tbody>
          {top > 0 ? <Spacer height={top} /> : null}
          {items.map((item) => {
            const e = rows[item.index]!;
            return (
              <EffortRow
                key={e.id}
                index={item.index}
                effort={e}
                mark={marks.get(e.id) ?? null}
                activity={activities.get(e.trackId)}
                units={units}
              />
            );
          })}
          {bottom > 0 ? <Spacer height={bottom} /> : null}
        </tbody>
      </table>
    </div>
  );
}

const Spacer = ({ height }: { height: number }) => (
  <tr aria-hidden="true" className="segments-leaderboard-spacer" style={{ height }}>
    <td colSpan={COLUMN_COUNT} />
  </tr>
);

function EffortRow(props: {
  index: number;
  effort: RankedEffort;
  mark: PrMark;
  activity: EffortActivity | undefined;
  units: UnitSystem;
}) {
  const { effort: e, mark, units } = props;
  const when = effortInstant(e);
  return (
    <tr data-testid="effort-row" data-index={props.index} aria-rowindex={props.index + 2}>
      <td className="tabular-nums">
        {e.rank ?? MISSING}
        {mark === 'pr' ? <span className="badge badge--pr"> PR</span> : null}
        {mark === 'pr-then' ? (
          <span className="badge" title="Personal record when it was set">
            {' '}
            PR then
          </span>
        ) : null}
      </td>
      <td className="tabular-nums">{formatDuration(e.elapsedS)}</td>
      <td className="tabular-nums">{formatPaceOrSpeed(e.avgSpeedMps, e.sport, units)}</td>
      <td className="tabular-nums">{formatInteger(e.avgHr, 'bpm')}</td>
      <td className="tabular-nums">{formatInteger(e.avgPower, 'W')}</td>
      <td>
        {when === null
          ? MISSING
          : formatActivityDate(when, props.activity ? summaryZone(props.activity) : null)}
      </td>
      <td>
        <Link to="/activities/$id" params={{ id: e.trackId }}>
          {props.activity?.name ?? 'Activity'}
        </Link>
      </td>
    </tr>
  );
}
