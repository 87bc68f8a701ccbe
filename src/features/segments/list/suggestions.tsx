/**
 * Suggested segments (climbs and the stretches passed most often, src/domain/segments/climbs.ts and
 * stretches.ts), each one click from being a segment.
 */
import { Button } from '../../../components/button';
import type { Climb } from '../../../domain/segments/climbs';
import type { Previewed } from '../../../domain/segments/preview';
import type { Stretch } from '../../../domain/segments/stretches';
import type { Segment } from '../../../domain/segments/types';
import type { UnitSystem } from '../../../domain/units';
import { formatCount, formatDistance, formatElevation } from '../../../lib/format';

export interface Suggestion {
  key: string;
  name: string;
  detail: string;
  trackId: string;
  startM: number;
  endM: number;
  /** Interleaved lon/lat of its shape (domain/segments/preview.ts). */
  preview: readonly number[];
}

/** Where a suggestion was found: "in “Morning ride” from 12.4 km" (the activity's name when known). */
function foundIn(activity: string | undefined, startM: number, units: UnitSystem): string {
  const where = `from ${formatDistance(startM, units, 1)}`;
  return activity ? ` · in “${activity}” ${where}` : ` · ${where} into an activity`;
}

export function climbSuggestion(c: Climb & Previewed, units: UnitSystem, activity?: string): Suggestion {
  const cat = c.category === 'HC' ? 'HC' : `Cat ${c.category}`;
  return {
    key: `climb:${c.trackId}:${Math.round(c.startM)}`,
    name: `${cat} climb, ${formatDistance(c.lengthM, units, 1)} at ${c.avgGradePct.toFixed(1)} %`,
    detail:
      `+${formatElevation(c.gainM, units)}, max ${c.maxGradePct.toFixed(1)} % · climbed ${formatCount(c.count, 'time', 'times')}` +
      foundIn(activity, c.startM, units),
    trackId: c.trackId,
    startM: c.startM,
    endM: c.endM,
    preview: c.preview,
  };
}

export function stretchSuggestion(s: Stretch & Previewed, units: UnitSystem, activity?: string): Suggestion {
  return {
    key: `stretch:${s.trackId}:${Math.round(s.startM)}`,
    name: `Stretch of ${formatDistance(s.lengthM, units, 1)}`,
    detail:
      `passed by ${formatCount(s.count, 'activity', 'activities')}` + foundIn(activity, s.startM, units),
    trackId: s.trackId,
    startM: s.startM,
    endM: s.endM,
    preview: s.preview,
  };
}

/** A saved segment is a suggestion's own when their lengths differ by at most this fraction. */
export const SAVED_LENGTH_TOLERANCE = 0.05;

/**
 * The suggestions not yet saved: a suggestion is saved when a segment was cut from the same
 * activity (sourceTrackId) with its length, within SAVED_LENGTH_TOLERANCE (whatever it was renamed
 * to since). Offering it again would only make a second copy.
 */
export function notYetSaved(items: readonly Suggestion[], saved: readonly Segment[]): Suggestion[] {
  return items.filter(
    (s) =>
      !saved.some(
        (seg) =>
          seg.sourceTrackId === s.trackId &&
          Math.abs(seg.distanceM - (s.endM - s.startM)) <= SAVED_LENGTH_TOLERANCE * (s.endM - s.startM),
      ),
  );
}

export function Suggestions(props: {
  title: string;
  items: readonly Suggestion[];
  busyKey: string | null;
  onCreate: (s: Suggestion) => void;
}) {
  if (props.items.length === 0) return null;
  return (
    <section className="card" aria-label={props.title}>
      <h2 className="card__title">{props.title}</h2>
      <ul className="segments-suggestions">
        {props.items.map((s) => (
          <li key={s.key} className="segments-suggestions__item">
            <ShapePreview path={s.preview} />
            <span className="segments-suggestions__text">
              <strong>{s.name}</strong> <span className="muted">{s.detail}</span>
            </span>
            <Button size="sm" busy={props.busyKey === s.key} onClick={() => props.onCreate(s)}>
              Create segment
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Size of a suggestion's preview, CSS pixels. */
const PREVIEW_PX = 56;
const PREVIEW_PAD = 6;

/**
 * A suggestion's shape as a small map without tiles: the line projected equirectangularly (x
 * scaled by cos latitude, north up), fitted into the box, with a dot at its start.
 */
export function ShapePreview({ path }: { path: readonly number[] }) {
  const n = path.length / 2;
  if (n < 2) return null;
  const lat0 = path[1]!;
  const kx = Math.cos((lat0 * Math.PI) / 180);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i < n; i++) {
    xs.push(path[2 * i]! * kx);
    ys.push(-path[2 * i + 1]!);
  }
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = (PREVIEW_PX - 2 * PREVIEW_PAD) / Math.max(x1 - x0, y1 - y0, 1e-9);
  const ox = (PREVIEW_PX - (x1 - x0) * scale) / 2;
  const oy = (PREVIEW_PX - (y1 - y0) * scale) / 2;
  const pts = xs.map(
    (x, i) => `${(ox + (x - x0) * scale).toFixed(1)},${(oy + (ys[i]! - y0) * scale).toFixed(1)}`,
  );
  const [sx, sy] = pts[0]!.split(',');
  return (
    <svg
      className="segments-suggestions__preview"
      width={PREVIEW_PX}
      height={PREVIEW_PX}
      viewBox={`0 0 ${PREVIEW_PX} ${PREVIEW_PX}`}
      aria-hidden="true"
    >
      <polyline points={pts.join(' ')} />
      <circle cx={sx} cy={sy} r="3" />
    </svg>
  );
}
