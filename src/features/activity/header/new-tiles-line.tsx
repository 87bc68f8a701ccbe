/**
 * "12 new tiles": the explorer tiles this activity visited first (zoom 14, with zoom 17 beside it),
 * counted by the explorer worker over the whole history (src/domain/explorer/explorer-index.ts:
 * a tile's first visit is the earliest activity by start time). Nothing for an activity without a
 * path; a link to the Heatmap's tiles mode.
 */
import { Link } from '@tanstack/react-router';
import { formatCount, formatInteger } from '../../../lib/format';
import { useNewTiles } from '../../../shared/explorer/use-explorer';

export function NewTilesLine({ id }: { id: string }) {
  const newTiles = useNewTiles();
  if (!newTiles) {
    return (
      <p className="muted activity-new-tiles" role="status">
        Counting new tiles…
      </p>
    );
  }
  const z14 = newTiles.z14.get(id);
  const z17 = newTiles.z17.get(id);
  if (z14 === undefined || z17 === undefined) return null;
  return (
    <p className="activity-new-tiles" data-testid="new-tiles">
      <strong>{formatCount(z14, 'new tile', 'new tiles')}</strong>{' '}
      <span className="muted">
        (explorer tiles of zoom 14 first visited by this activity; {formatInteger(z17)} at zoom 17) ·{' '}
        <Link to="/heatmap" search={{ mode: 'tiles' }}>
          See your tiles
        </Link>
      </span>
    </p>
  );
}
