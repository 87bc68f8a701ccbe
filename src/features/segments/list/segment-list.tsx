/** The /segments table: name, length, gradient, efforts, best, last effort; a search over names. */
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { foldForSearch, searchTokens } from '../../../domain/filters';
import type { Segment } from '../../../domain/segments/types';
import type { UnitSystem } from '../../../domain/units';
import { formatActivityDate, formatDistance, formatDuration, MISSING } from '../../../lib/format';
import { gradeText } from '../segment-view';

export interface SegmentRow {
  segment: Segment;
  efforts: number;
  bestS: number | null;
  /** Start of the latest effort, epoch ms. */
  lastAt: number | null;
}

/** Rows whose name contains every word of the query (case- and accent-insensitive, as the history's search). */
export function searchRows(rows: readonly SegmentRow[], query: string): SegmentRow[] {
  const words = searchTokens(query);
  return rows.filter((r) => {
    const name = foldForSearch(r.segment.name);
    return words.every((w) => name.includes(w));
  });
}

export function SegmentList(props: {
  rows: readonly SegmentRow[];
  units: UnitSystem;
  query: string;
  onQuery: (query: string) => void;
}) {
  const { units } = props;
  const searchId = useId();
  const rows = searchRows(props.rows, props.query);
  return (
    <section className="card" aria-labelledby="segment-list-title">
      <div className="card-head">
        <h2 id="segment-list-title" className="card__title">
          Your segments
        </h2>
        <div className="cluster">
          <label htmlFor={searchId}>Search</label>
          <input
            id={searchId}
            type="search"
            value={props.query}
            onChange={(e) => props.onQuery(e.target.value)}
            placeholder="Segment name"
          />
        </div>
      </div>
      <div className="segments-table-scroll">
        <table className="data-table activity-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Length</th>
              <th scope="col">Gradient</th>
              <th scope="col">Efforts</th>
              <th scope="col">Best</th>
              <th scope="col">Last effort</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.segment.id}>
                <td>
                  <Link to="/segments/$id" params={{ id: r.segment.id }}>
                    {r.segment.name}
                  </Link>
                </td>
                <td className="tabular-nums">{formatDistance(r.segment.distanceM, units)}</td>
                <td className="tabular-nums">{gradeText(r.segment.avgGradePct)}</td>
                <td className="tabular-nums">{r.efforts}</td>
                <td className="tabular-nums">{formatDuration(r.bestS)}</td>
                <td>{r.lastAt === null ? MISSING : formatActivityDate(r.lastAt, null)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 ? <p className="muted">No segment matches “{props.query}”.</p> : null}
    </section>
  );
}
