/** The year page's "New tiles" card: explorer tiles first visited in the year (year-tiles.ts). */
import { useEffect, useState } from 'react';
import { StatGrid, StatTile } from '../../components/stat-tile';
import type { TrackSummary } from '../../domain/stats/types';
import { formatInteger } from '../../lib/format';
import { useExplorerData } from '../../shared/explorer/use-explorer';
import { Card } from '../../shared/review/review-sections';
import { yearTiles, type YearTiles } from './year-tiles';

type TileState = { status: 'pending' } | { status: 'error' } | { status: 'ready'; tiles: YearTiles };

function useYearTiles(rows: readonly TrackSummary[]): TileState {
  const { runner, ids, key, status } = useExplorerData();
  const [state, setState] = useState<{ key: number; rows: readonly TrackSummary[]; tiles: TileState }>();
  useEffect(() => {
    if (!ids) return;
    const abort = new AbortController();
    const inYear = new Set(rows.map((s) => s.id));
    yearTiles(runner, ids, inYear, abort.signal).then(
      (tiles) => setState({ key, rows, tiles: { status: 'ready', tiles } }),
      () => {
        if (!abort.signal.aborted) setState({ key, rows, tiles: { status: 'error' } });
      },
    );
    return () => abort.abort();
  }, [runner, ids, key, rows]);
  if (status === 'error') return { status: 'error' };
  // An answer for other rows or an older sync is not shown (a new one is on its way).
  return state && state.key === key && state.rows === rows ? state.tiles : { status: 'pending' };
}

export function YearTilesCard({ rows, year }: { rows: TrackSummary[]; year: number }) {
  const state = useYearTiles(rows);
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
            <StatTile
              label="Max square (zoom 14)"
              value={`${formatInteger(state.tiles.squareZ14)} × ${formatInteger(state.tiles.squareZ14)}`}
              hint={`of ${year}’s tiles`}
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
