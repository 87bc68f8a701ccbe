/**
 * Tiles mode's side panels: the explorer numbers (visited tiles, largest cluster, max square) for
 * all time and for the current filters, with a key to the map's colours (each swatch the colour as
 * drawn on the map's land) and buttons that zoom the map to the max square and to the cluster; and
 * the activities that visited the clicked tile, the first visit first.
 */
import type { CSSProperties, MouseEvent } from 'react';
import type { TileNumbers } from '../../../domain/explorer/explorer-engine';
import type { ExplorerZoom } from '../../../domain/explorer/tiles';
import { formatActivityDate, formatCount, formatDistance, summaryZone } from '../../../lib/format';
import { useUnits } from '../../../lib/settings';
import { drawnTileColors, SQUARE_WIDTH_PX } from './tile-layers';
import type { TileClick } from './use-tiles-view';

/** Activities listed for a clicked tile, at most. */
export const TILE_LIST_LIMIT = 100;

const n = (v: number): string => v.toLocaleString('en-US');
const css = ([r, g, b]: readonly number[]): string => `rgb(${r} ${g} ${b})`;

/** The legend's swatches: each tile kind as the map draws it on its land (tile-layers.ts). */
function swatches(): Record<keyof TileNumbers, CSSProperties> {
  const c = drawnTileColors();
  return {
    tiles: { background: css(c.visited) },
    cluster: { background: css(c.cluster) },
    maxSquare: { background: css(c.land), boxShadow: `inset 0 0 0 ${SQUARE_WIDTH_PX}px ${css(c.square)}` },
  };
}

export interface TileNumbersPanelProps {
  zoom: ExplorerZoom;
  all: TileNumbers | null;
  filtered: TileNumbers | null;
  status: string | null;
  /** Zoom the map to the filter's max square, or to its largest cluster; null when there is none. */
  onZoomToSquare: (() => void) | null;
  onZoomToCluster: (() => void) | null;
}

export function TileNumbersPanel(props: TileNumbersPanelProps) {
  const { zoom, all, filtered, status, onZoomToSquare, onZoomToCluster } = props;
  const swatch = swatches();
  const rows: { key: keyof TileNumbers; label: string; unit: string }[] = [
    { key: 'tiles', label: 'Visited tiles', unit: '' },
    { key: 'cluster', label: 'Largest cluster', unit: ' tiles' },
    { key: 'maxSquare', label: 'Max square', unit: '' },
  ];
  const cell = (t: TileNumbers | null, key: keyof TileNumbers) =>
    t === null ? '–' : key === 'maxSquare' ? `${t.maxSquare} × ${t.maxSquare}` : n(t[key]);
  return (
    <section className="heat-panel" aria-label="Explorer tiles">
      <h2 className="heat-panel__title">Explorer tiles, zoom {zoom}</h2>
      {status ? (
        <p className="heat-note" role="status">
          {status}
        </p>
      ) : null}
      <table className="heat-tile-numbers">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Measure</span>
            </th>
            <th scope="col">All time</th>
            <th scope="col">Filtered</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">
                <span
                  className="heat-tile-swatch"
                  style={swatch[r.key]}
                  data-swatch={r.key}
                  aria-hidden="true"
                />
                {r.label}
              </th>
              <td>{cell(all, r.key)}</td>
              <td>{cell(filtered, r.key)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="heat-tile-actions">
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          onClick={onZoomToSquare ?? undefined}
          disabled={!onZoomToSquare}
        >
          Zoom to max square
        </button>
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          onClick={onZoomToCluster ?? undefined}
          disabled={!onZoomToCluster}
        >
          Zoom to cluster
        </button>
      </div>
      <p className="heat-note">
        A tile is visited when a track passes through it. The cluster: tiles whose four neighbours are all
        visited. Click a tile to list its activities. Zoomed far out, tiles are shown as the larger tiles that
        hold them.
      </p>
    </section>
  );
}

const isPlainClick = (e: MouseEvent<HTMLAnchorElement>): boolean =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

export interface TileHitsPanelProps {
  click: TileClick | null;
  pending: boolean;
  go: (href: string) => void;
  onClose: () => void;
}

export function TileHitsPanel({ click, pending, go, onClose }: TileHitsPanelProps) {
  const units = useUnits();
  if (!click) {
    return (
      <section className="heat-panel" aria-label="Activities in this tile">
        <h2 className="heat-panel__title">Activities in this tile</h2>
        <p className="heat-note">
          {pending ? 'Looking…' : 'Click a tile to list the activities that visited it.'}
        </p>
      </section>
    );
  }
  const { summaries } = click;
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    go(e.currentTarget.getAttribute('href') ?? '/');
  };
  return (
    <section
      className="heat-panel"
      aria-label="Activities in this tile"
      aria-busy={pending}
      data-tile={`${click.zoom}/${click.x}/${click.y}`}
    >
      <div className="heat-panel__head">
        <h2 className="heat-panel__title">
          Tile {click.x}/{click.y}
        </h2>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onClose}>
          Close
        </button>
      </div>
      <p className="heat-note" aria-live="polite">
        {summaries.length === 0
          ? 'No activity visited this tile.'
          : `${formatCount(summaries.length, 'activity', 'activities')} visited this tile, the first one first.`}
      </p>
      <ol className="heat-hits">
        {summaries.slice(0, TILE_LIST_LIMIT).map((s) => (
          <li key={s.id} className="heat-hit">
            <a href={`/activities/${encodeURIComponent(s.id)}`} className="heat-hit__name" onClick={onClick}>
              {s.name || s.fileName}
            </a>
            <span className="heat-hit__meta">
              {formatActivityDate(s.startTime, summaryZone(s))} · {s.sport} ·{' '}
              {formatDistance(s.distanceM, units, 1)}
            </span>
          </li>
        ))}
      </ol>
      {summaries.length > TILE_LIST_LIMIT ? (
        <p className="heat-note">Showing the first {TILE_LIST_LIMIT}.</p>
      ) : null}
    </section>
  );
}
