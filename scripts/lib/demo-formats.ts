/**
 * Demo activities in every format the app reads, for `npm run demo -- --mix` and the bulk-export
 * bench: the same activity as generateDemoActivity (same seed, index, count), written as GPX, as
 * TCX (src/domain/demo/write-tcx.ts) or as FIT (@garmin/fitsdk's encoder, a dev dependency: the
 * app itself never writes FIT). The mix is the Strava-like export: of every MIX_CYCLE
 * activities, FIT_SHARE are FIT, GPX_SHARE GPX and the rest TCX; an activity without times (one in
 * NO_TIME_EVERY) stays GPX, since FIT and TCX need them.
 */
import { generateDemoActivity, generateDemoTrack, writeTcx, type DemoTrack } from '../../src/domain/demo';
import { encodeFitActivity, type FitPointInput } from '../../src/domain/fit/test-fit';

export type DemoFormat = 'gpx' | 'fit' | 'tcx';

export const MIX_CYCLE = 20;
export const FIT_SHARE = 12;
export const GPX_SHARE = 5;

const FIT_SPORT: Record<DemoTrack['sport'], string> = {
  run: 'running',
  ride: 'cycling',
  hike: 'hiking',
  walk: 'walking',
};

/** The format of activity `index` in the mix (before the no-time rule). */
export function mixFormat(index: number): DemoFormat {
  const k = index % MIX_CYCLE;
  return k < FIT_SHARE ? 'fit' : k < FIT_SHARE + GPX_SHARE ? 'gpx' : 'tcx';
}

/** A FIT activity file of the demo track (needs times). */
export function writeDemoFit(t: DemoTrack): Uint8Array {
  const time = t.time;
  if (time === null) throw new Error('a FIT file needs times');
  const points: FitPointInput[] = time.map((ms, i) => ({
    time: ms,
    lat: t.lat[i]!,
    lon: t.lon[i]!,
    ...(t.ele ? { ele: t.ele[i]! } : {}),
    ...(t.hr ? { hr: Math.round(t.hr[i]!) } : {}),
    ...(t.cad ? { cad: Math.round(t.sport === 'ride' ? t.cad[i]! : t.cad[i]! / 2) } : {}),
  }));
  return encodeFitActivity({ points, sport: FIT_SPORT[t.sport] });
}

export interface DemoFormatFile {
  fileName: string;
  format: DemoFormat;
  bytes: Uint8Array;
  /** The activity's name (what the GPX and TCX files carry; FIT files carry none). */
  name: string;
  sport: DemoTrack['sport'];
  /** Epoch ms of the first point, null without times. */
  startMs: number | null;
}

const encoder = new TextEncoder();

/** Activity `index` of a set of `count` in the format the mix gives it. */
export function demoFormatFile(index: number, options: { seed: number; count: number }): DemoFormatFile {
  const track = generateDemoTrack(index, options);
  const wanted = mixFormat(index);
  const format: DemoFormat = track.time === null ? 'gpx' : wanted;
  const common = { name: track.name, sport: track.sport, startMs: track.time?.[0] ?? null, format };
  if (format === 'fit') return { ...common, fileName: `${track.baseName}.fit`, bytes: writeDemoFit(track) };
  if (format === 'tcx')
    return { ...common, fileName: `${track.baseName}.tcx`, bytes: encoder.encode(writeTcx(track)) };
  const gpx = generateDemoActivity(index, options);
  return { ...common, fileName: gpx.fileName, bytes: encoder.encode(gpx.gpx) };
}
