/**
 * A FIT activity into the one ParsedActivity model (decode-fit.ts does the bytes).
 * - Points: the record messages with a position, in file order; a timer stop event starts a new
 *   segment at the next record (a paused stretch is neither distance nor moving time, as on the
 *   device). A file with records but no position at all is indoor: every timed record is a point,
 *   positions NaN, the device's distance in the `dist` channel.
 * - A course file (file_id type course, no activity) is a planned route: its records are read as
 *   any file's, and fromRoutes says it is a route (process-activity.ts keeps it as kind 'route').
 * - A virtual activity (sub-sport virtualActivity: Zwift and the like) keeps its positions for the
 *   map but takes its distance from the records' distance field (the trainer): the positions are a
 *   game world's.
 * - Sport: the first session's (else the sport message's) sport name; sub-sport kept in the device
 *   figures only. Several sessions make a multisport activity with one leg per session.
 * - Device: manufacturer and product names (fit-names.ts), else the product name string.
 * - Device totals: the sessions' distance, timer time and ascent, summed. Device facts: a barometer
 *   or a speed/distance sensor named in device_info (device-sensors.ts), and whether the whole file
 *   was read.
 */
import type { TrackData } from '../track/types';
import type { DeviceTotals, ParsedActivity, ParsedLeg } from '../formats/types';
import { decodeFit } from './decode-fit';
import { GARMIN_PRODUCT_NAMES, MANUFACTURER_NAMES, SPORT_NAMES } from './fit-names';
import { FitParseError, type DecodedFit, type FitFileId, type FitRecords, type FitTotals } from './types';

const FILE_TYPE_ACTIVITY = 4;
const FILE_TYPE_COURSE = 6;
const MANUFACTURER_GARMIN = 1;
const MANUFACTURER_DEVELOPMENT = 255;
const SUB_SPORT_VIRTUAL_ACTIVITY = 58;

export function parseFit(bytes: Uint8Array): ParsedActivity {
  const fit = decodeFit(bytes);
  const types = fit.fileIds.map((f) => f.type);
  const course = types.includes(FILE_TYPE_COURSE) && !types.includes(FILE_TYPE_ACTIVITY);
  if (fit.records.length === 0) {
    throw new FitParseError(
      course
        ? 'A FIT course (a planned route) without any point: skipped'
        : types.length > 0 && !types.includes(FILE_TYPE_ACTIVITY)
          ? `Not a FIT activity (file type ${types.join(', ')}): no records`
          : 'FIT file without any record (no points)',
    );
  }
  const { track, indoor } = buildTrack(fit.records, fit.timerStops);
  const first = fit.sessions[0];
  const virtual =
    !indoor &&
    (first?.subSport ?? fit.sports[0]?.subSport) === SUB_SPORT_VIRTUAL_ACTIVITY &&
    track.dist !== undefined;
  const sportNum = first?.sport ?? fit.sports[0]?.sport ?? null;
  return {
    format: 'fit',
    name: fit.sports.find((s) => s.name !== null)?.name ?? null,
    // A multisport file's sport is 'multisport' (the summary's sport then comes from its speed).
    type: fit.sessions.length > 1 ? 'multisport' : sportNum === null ? null : (SPORT_NAMES[sportNum] ?? null),
    metadataTime: first?.startTime ?? null,
    utcOffsetMin: fit.utcOffsetMin,
    track,
    indoor,
    virtual,
    ...(course ? { fromRoutes: true } : {}),
    droppedPoints: 0,
    warnings: fit.warnings,
    device: deviceName(fit.fileIds.find((f) => f.type === FILE_TYPE_ACTIVITY) ?? fit.fileIds[0]),
    deviceTotals: sumTotals(fit.sessions),
    deviceFacts: {
      barometer: fit.sensors.barometer,
      speedSensor: fit.sensors.speedDistance,
      complete: fit.complete,
    },
    legs: fit.sessions.length > 1 ? legsOf(fit, track) : [],
  };
}

export function deviceName(id: FitFileId | undefined): string | null {
  if (id === undefined) return null;
  const maker =
    id.manufacturer === null || id.manufacturer === MANUFACTURER_DEVELOPMENT
      ? null
      : (MANUFACTURER_NAMES[id.manufacturer] ?? `manufacturer ${id.manufacturer}`);
  const product =
    id.productName ??
    (id.manufacturer === MANUFACTURER_GARMIN && id.product !== null
      ? (GARMIN_PRODUCT_NAMES[id.product] ?? `product ${id.product}`)
      : id.product !== null
        ? `product ${id.product}`
        : null);
  const parts = [maker === null ? null : maker.charAt(0).toUpperCase() + maker.slice(1), product];
  const text = parts.filter((p) => p !== null).join(' ');
  return text === '' ? null : text;
}

function sumTotals(sessions: readonly FitTotals[]): DeviceTotals | null {
  if (sessions.length === 0) return null;
  const sum = (pick: (s: FitTotals) => number | null): number | null => {
    const values = sessions.map(pick).filter((v): v is number => v !== null);
    return values.length === 0 ? null : values.reduce((a, b) => a + b, 0);
  };
  return { distanceM: sum((s) => s.distanceM), timerS: sum((s) => s.timerS), ascentM: sum((s) => s.ascentM) };
}

const hasPosition = (r: FitRecords, i: number): boolean =>
  Math.abs(r.lat[i]!) <= 90 && Math.abs(r.lon[i]!) <= 180 && !(r.lat[i] === 0 && r.lon[i] === 0);

/** The track's points from the records; `index` maps each point to its record. */
function buildTrack(
  r: FitRecords,
  timerStops: readonly number[],
): { track: TrackData; indoor: boolean; index: Uint32Array } {
  const picked = new Uint32Array(r.length);
  let n = 0;
  for (let i = 0; i < r.length; i++) if (hasPosition(r, i)) picked[n++] = i;
  const indoor = n === 0;
  if (indoor) for (let i = 0; i < r.length; i++) if (Number.isFinite(r.time[i]!)) picked[n++] = i;
  const index = picked.subarray(0, n);
  // Every record kept (the usual outdoor file): a straight copy of each column.
  const all = n === r.length;
  const pick64 = (a: Float64Array) => {
    if (all) return a.slice(0, n);
    const out = new Float64Array(n);
    for (let k = 0; k < n; k++) out[k] = a[index[k]!]!;
    return out;
  };
  const pick32 = (a: Float32Array) => {
    if (all) return a.slice(0, n);
    const out = new Float32Array(n);
    for (let k = 0; k < n; k++) out[k] = a[index[k]!]!;
    return out;
  };
  const time = pick64(r.time);
  const track: TrackData = {
    length: index.length,
    lat: pick64(r.lat),
    lon: pick64(r.lon),
    ele: pick32(r.ele),
    time,
    hr: pick32(r.hr),
    cad: pick32(r.cad),
    power: pick32(r.power),
    temp: pick32(r.temp),
    speed: pick32(r.speed),
    segmentStarts: segmentStarts(time, timerStops),
  };
  if (indoor || r.dist.some(Number.isFinite)) track.dist = pick64(r.dist);
  return { track, indoor, index };
}

/** Segment starts: 0, then the first point after each timer stop (that has points before it). */
function segmentStarts(time: Float64Array, stops: readonly number[]): Uint32Array {
  if (time.length === 0) return new Uint32Array(0);
  const starts = [0];
  let s = 0;
  for (let i = 1; i < time.length; i++) {
    while (s < stops.length && stops[s]! < time[i - 1]!) s++;
    if (s < stops.length && stops[s]! >= time[i - 1]! && stops[s]! < time[i]!) {
      starts.push(i);
      s++;
    }
  }
  return Uint32Array.from(starts);
}

/** One leg per session: the points whose time falls in [start, end] of the session. */
function legsOf(fit: DecodedFit, track: TrackData): ParsedLeg[] {
  const legs: ParsedLeg[] = [];
  let from = 0;
  for (const s of fit.sessions) {
    const end =
      s.endTime ?? (s.startTime !== null && s.elapsedS !== null ? s.startTime + s.elapsedS * 1000 : null);
    let to = from;
    if (end !== null) while (to < track.length && !(track.time[to]! > end)) to++;
    legs.push({
      sport: s.sport === null ? 'generic' : (SPORT_NAMES[s.sport] ?? 'generic'),
      startIndex: from,
      endIndex: to,
      device: { distanceM: s.distanceM, timerS: s.timerS, ascentM: s.ascentM },
    });
    from = to;
  }
  return legs;
}
