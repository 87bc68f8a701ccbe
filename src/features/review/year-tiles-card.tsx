/** The year page's "New tiles" card: explorer tiles first visited in the year (year-tiles.ts). */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { StatGrid, StatTile } from '../../components/stat-tile';
import type { TrackSummary } from '../../domain/stats/types';
import { formatInteger } from '../../lib/format';
import { useTrackStore } from '../../lib/store-context';
import { pathsQuery } from '../../lib/track-queries';
import { Card } from './review-sections';
import { yearTiles, type YearTiles } from './year-tiles';

type TileState = { status: 'pending' } | { status: 'error' } | { status: 'ready'; tiles: YearTiles };

function useYearTiles(all: readonly TrackSummary[], rows: readonly TrackSummary[]): TileState {
  const store = useTrackStore();
  const paths = useQuery(pathsQuery(store));
  const [state, setState] = useState<TileState>({ status: 'pending' });
  useEffect(() => {
    if (!paths.data) return;
    const abort = new AbortController();
    const inYear = new Set(rows.map((s) => s.id));
    yearTiles(all, paths.data, inYear, abort.signal).then(
      (tiles) => setState({ status: 'ready', tiles }),
      () => {
        if (!abort.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => abort.abort();
  }, [all, rows, paths.data]);
  return paths.isError ? { status: 'error' } : state;
}

export function YearTilesCard({
  all,
  rows,
  year,
}: {
  all: TrackSummary[];
  rows: TrackSummary[];
  year: number;
}) {
  const state = useYearTiles(all, rows);
  return (
    <Card title="New tiles">
      {state.status === 'pending' ? (
        <p className="muted" role="status">
          Counting tiles…
        </p>
      ) : state.status === 'error' ? (
        <p className="muted">Could not read the tracks to count tiles.</p>
      ) : (
        <>
          <StatGrid label={`Explorer tiles of ${year}`}>
            <StatTile
              label="New tiles (zoom 14)"
              value={formatInteger(state.tiles.newZ14)}
              hint={`of ${formatInteger(state.tiles.visitedZ14)} visited`}
            />
            <StatTile
              label="New tiles (zoom 17)"
              value={formatInteger(state.tiles.newZ17)}
              hint={`of ${formatInteger(state.tiles.visitedZ17)} visited`}
            />
          </StatGrid>
          <p className="muted review-note">
            A new tile is a map tile (about 2 km at zoom 14, 250 m at zoom 17) first passed through in {year}.
          </p>
        </>
      )}
    </Card>
  );
}
