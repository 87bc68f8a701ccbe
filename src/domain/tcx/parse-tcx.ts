/**
 * TCX (Garmin Training Center Database v2) into the one ParsedActivity model, DOM-free.
 * - Activities/Activity (also inside MultiSportSession), Lap, Track, Trackpoint; each <Track> is a
 *   segment. Several activities in one file make one activity with one leg per activity (two or
 *   more), like a FIT multisport file.
 * - Courses/Course when the file has no activity: the course's points, with a warning.
 * - Trackpoint: Time, Position (LatitudeDegrees, LongitudeDegrees), AltitudeMeters, DistanceMeters,
 *   HeartRateBpm/Value, Cadence, and the TPX extension (Speed, Watts, RunCadence).
 * - Points without a position are left out of a track that has positions; a file whose points have
 *   none is indoor (positions NaN, the DistanceMeters channel as its distance).
 * - Device: Activity/Creator/Name (the device), else Author/Name (the app).
 * - Device totals: the laps' DistanceMeters and TotalTimeSeconds, summed.
 */
import { parseIsoTime } from '../gpx/iso-time';
import type { ParsedActivity, ParsedLeg } from '../formats/types';
import { TcxCollector } from './collector';
import { walkXml } from './scan-xml';

export class TcxParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TcxParseError';
  }
}

export function parseTcx(input: Uint8Array | string): ParsedActivity {
  const text = typeof input === 'string' ? input : new TextDecoder('utf-8').decode(input);
  if (!/<(\w+:)?TrainingCenterDatabase[\s>]/.test(text.slice(0, 4096))) {
    throw new TcxParseError('Not a TCX file: no <TrainingCenterDatabase> element found');
  }
  const c = new TcxCollector();
  const stopped = walkXml(text, c);
  const warnings: string[] = [];
  if (stopped >= 0)
    warnings.push(`The TCX markup breaks off at character ${stopped}: kept what was read before it`);
  const useCourses = c.activities.length === 0;
  const groups = useCourses ? c.courses : c.activities;
  if (useCourses && groups.length > 0)
    warnings.push('Built from a course (a planned route), not a recorded activity');
  const built = c.build(groups);
  if (built.track.length === 0) throw new TcxParseError('TCX file without any track point');
  const first = groups[0];
  const legs: ParsedLeg[] =
    groups.length > 1
      ? groups.map((g, k) => ({
          sport: g.sport ?? 'generic',
          startIndex: built.groupStarts[k]!,
          endIndex: built.groupStarts[k + 1] ?? built.track.length,
          device: { distanceM: g.lapDistanceM, timerS: g.lapTimeS, ascentM: null },
        }))
      : [];
  const lapDistance = groups.reduce((sum, g) => sum + (g.lapDistanceM ?? 0), 0);
  const lapTime = groups.reduce((sum, g) => sum + (g.lapTimeS ?? 0), 0);
  return {
    format: 'tcx',
    name: first?.name ?? null,
    type: first?.sport ?? null,
    metadataTime: first?.id !== undefined && first.id !== null ? (parseIsoTime(first.id)?.ms ?? null) : null,
    utcOffsetMin: null,
    track: built.track,
    indoor: built.indoor,
    virtual: false,
    droppedPoints: 0,
    warnings,
    device: c.device ?? c.author,
    deviceTotals:
      c.lapCount > 0
        ? {
            distanceM: lapDistance > 0 ? lapDistance : null,
            timerS: lapTime > 0 ? lapTime : null,
            ascentM: null,
          }
        : null,
    legs,
  };
}
