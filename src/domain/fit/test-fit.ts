/**
 * FIT test files written with @garmin/fitsdk's Encoder (a dev dependency: tests, bench and demo
 * only, never the app bundle), plus the few byte-level edits the encoder cannot do (compressed
 * timestamps are in compressed-fit.ts of the tests).
 */
import { Encoder, Profile } from '@garmin/fitsdk';

export interface FitPointInput {
  /** Epoch ms. */
  time: number;
  lat?: number;
  lon?: number;
  ele?: number;
  hr?: number;
  cad?: number;
  power?: number;
  temp?: number;
  /** Cumulative distance, metres. */
  dist?: number;
  speed?: number;
  /** The developer field's value (with `developerFields`), 42.5 when absent. */
  devValue?: number;
}

export interface FitSessionInput {
  sport: string;
  subSport?: string;
  /** Index range [from, to) of the points of this session. */
  from: number;
  to: number;
  distanceM?: number;
  ascentM?: number;
}

export interface FitActivityInput {
  points: readonly FitPointInput[];
  /** One session of `sport` over all points when absent. */
  sessions?: readonly FitSessionInput[];
  sport?: string;
  fileType?: 'activity' | 'course';
  manufacturer?: string;
  product?: number;
  /** Developer fields written into every record (they must be skipped). */
  developerFields?: boolean;
  /**
   * How the developer field is described (with `developerFields`); by default "Stryd power" without
   * units or native field, which is not power (developer-power.ts).
   */
  developerField?: DeveloperFieldInput;
  /** activity.local_timestamp minus its timestamp, seconds (7,200: UTC+2, when absent). */
  localOffsetS?: number;
}

export interface DeveloperFieldInput {
  fieldName: string;
  units?: string;
  nativeFieldNum?: number;
  /** FIT base type id; float32 (0x88) when absent. */
  baseType?: number;
}

const DEFAULT_DEVELOPER_FIELD: DeveloperFieldInput = { fieldName: 'Stryd power' };

const DEG_TO_SEMI = 2 ** 31 / 180;
const mesgNum = (key: keyof typeof Profile.MesgNum): number => Profile.MesgNum[key] ?? -1;
const M = {
  FILE_ID: mesgNum('FILE_ID'),
  RECORD: mesgNum('RECORD'),
  EVENT: mesgNum('EVENT'),
  SESSION: mesgNum('SESSION'),
  ACTIVITY: mesgNum('ACTIVITY'),
  DEVELOPER_DATA_ID: mesgNum('DEVELOPER_DATA_ID'),
  FIELD_DESCRIPTION: mesgNum('FIELD_DESCRIPTION'),
};

function recordMesg(p: FitPointInput, developer: boolean): Record<string, unknown> {
  const m: Record<string, unknown> = { mesgNum: M.RECORD, timestamp: new Date(p.time) };
  if (p.lat !== undefined && p.lon !== undefined) {
    m.positionLat = Math.round(p.lat * DEG_TO_SEMI);
    m.positionLong = Math.round(p.lon * DEG_TO_SEMI);
  }
  if (p.ele !== undefined) m.enhancedAltitude = p.ele;
  if (p.hr !== undefined) m.heartRate = p.hr;
  if (p.cad !== undefined) m.cadence = p.cad;
  if (p.power !== undefined) m.power = p.power;
  if (p.temp !== undefined) m.temperature = p.temp;
  if (p.dist !== undefined) m.distance = p.dist;
  if (p.speed !== undefined) m.enhancedSpeed = p.speed;
  if (developer) m.developerFields = { 0: p.devValue ?? 42.5 };
  return m;
}

/** The field_description message of the developer field. */
function fieldDescription(field: DeveloperFieldInput): Record<string, unknown> {
  return {
    mesgNum: M.FIELD_DESCRIPTION,
    developerDataIndex: 0,
    fieldDefinitionNumber: 0,
    fitBaseTypeId: field.baseType ?? 0x88,
    fieldName: field.fieldName,
    ...(field.units !== undefined ? { units: field.units } : {}),
    nativeMesgNum: M.RECORD,
    ...(field.nativeFieldNum !== undefined ? { nativeFieldNum: field.nativeFieldNum } : {}),
  };
}

function developerEncoder(field: DeveloperFieldInput): Encoder {
  const encoder = new Encoder();
  encoder.addDeveloperField(
    0,
    { mesgNum: M.DEVELOPER_DATA_ID, developerDataIndex: 0, applicationVersion: 1 },
    fieldDescription(field),
  );
  return encoder;
}

/** A FIT activity (or course) file of the given points and sessions. */
export function encodeFitActivity(input: FitActivityInput): Uint8Array {
  const devField = input.developerField ?? DEFAULT_DEVELOPER_FIELD;
  const encoder = input.developerFields ? developerEncoder(devField) : new Encoder();
  const pts = input.points;
  const t0 = new Date(pts[0]?.time ?? Date.UTC(2024, 0, 1));
  encoder.onMesg(M.FILE_ID, {
    type: input.fileType ?? 'activity',
    manufacturer: input.manufacturer ?? 'garmin',
    product: input.product ?? 2697,
    timeCreated: t0,
    serialNumber: 1234,
  } as never);
  if (input.developerFields) {
    encoder.onMesg(M.DEVELOPER_DATA_ID, { developerDataIndex: 0, applicationVersion: 1 } as never);
    const { mesgNum: _, ...description } = fieldDescription(devField);
    encoder.onMesg(M.FIELD_DESCRIPTION, description);
  }
  encoder.onMesg(M.EVENT, { timestamp: t0, event: 'timer', eventType: 'start' } as never);
  for (const p of pts) encoder.writeMesg(recordMesg(p, input.developerFields === true) as never);
  const sessions = input.sessions ?? [{ sport: input.sport ?? 'running', from: 0, to: pts.length }];
  for (const s of sessions) {
    const first = pts[s.from];
    const last = pts[s.to - 1];
    if (first === undefined || last === undefined) continue;
    const seconds = (last.time - first.time) / 1000;
    encoder.onMesg(M.SESSION, {
      timestamp: new Date(last.time),
      startTime: new Date(first.time),
      sport: s.sport,
      subSport: s.subSport ?? 'generic',
      totalElapsedTime: seconds,
      totalTimerTime: seconds,
      ...(s.distanceM !== undefined ? { totalDistance: s.distanceM } : {}),
      ...(s.ascentM !== undefined ? { totalAscent: s.ascentM } : {}),
    } as never);
  }
  const end = new Date(pts[pts.length - 1]?.time ?? t0.getTime());
  encoder.onMesg(M.ACTIVITY, {
    timestamp: end,
    localTimestamp: Math.round(end.getTime() / 1000) - 631065600 + (input.localOffsetS ?? 7200),
    numSessions: sessions.length,
    totalTimerTime: 0,
  } as never);
  return encoder.close();
}

/** n points along a straight line north from (lat0, lon0), one per second, ~3 m/s. */
export function linePoints(
  n: number,
  start = Date.UTC(2024, 4, 1, 6, 0, 0),
  lat0 = 47.5,
  lon0 = 8.5,
): FitPointInput[] {
  const out: FitPointInput[] = [];
  for (let i = 0; i < n; i++) {
    out.push({
      time: start + i * 1000,
      lat: lat0 + (i * 3) / 111_195,
      lon: lon0,
      ele: 400 + (i % 50) * 0.2,
      hr: 120 + (i % 30),
      cad: 80 + (i % 10),
      power: 200 + (i % 40),
      temp: 18,
      dist: i * 3,
      speed: 3,
    });
  }
  return out;
}
