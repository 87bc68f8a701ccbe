/**
 * The method note of every records list (Overview, Year in review): which efforts may be records
 * (domain/sanity/history.ts recordEfforts) and the limits they must keep (domain/sanity/limits.ts).
 */
import {
  RIDE_MAX_EFFORT_MPS,
  SKI_MAX_EFFORT_MPS,
  SWIM_MAX_MPS,
  WALK_SHORT_MARGIN,
} from '../domain/sanity/limits';
import { MethodNote } from './method-note';

const kmh = (mps: number) => `${Math.round(mps * 3.6)} km/h`;

export function PlausibilityNote() {
  return (
    <MethodNote>
      Records are the fastest best effort per sport and distance. An effort never becomes a record when it is
      faster than the sport allows: runs, the men&apos;s world record over the distance (World Athletics);
      walks and hikes, the race-walking world records (20 km in 1:16:36, 50 km in 3:32:33; under 20 km, 20 km
      record pace plus {Math.round((WALK_SHORT_MARGIN - 1) * 100)} %); rides {kmh(RIDE_MAX_EFFORT_MPS)};
      skiing and other sports {kmh(SKI_MAX_EFFORT_MPS)}; swimming {kmh(SWIM_MAX_MPS)}. Activities flagged for
      their average speed or with a wrong clock give no records, and neither do routes, activities you
      excluded, or efforts you left out.
    </MethodNote>
  );
}
