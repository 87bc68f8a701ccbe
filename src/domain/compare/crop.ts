/**
 * Parts of activities cropped by distance, for comparing efforts on a segment (or any stretch).
 *
 * Definition: the crop [startM, endM] of a chart profile keeps the samples whose distance lies
 * strictly inside, plus one sample interpolated exactly at startM and one at endM (every channel
 * linearly between the two samples around; NaN when either is NaN; positions too). Distance and
 * elapsed time are then counted from the crop's start (the first sample is at 0 m and 0 s), so
 * cropped parts overlay aligned from where each one entered the stretch. A crop beyond the
 * profile's end is cut at its end; a crop with nothing left is an empty profile.
 *
 * Figures of a crop (cropFigures): distance = last - first cropped distance; elapsed = last - first
 * cropped time; average speed = distance / elapsed; gain = sum of rises between consecutive cropped
 * samples (the chart profile is already smoothed, so this is close to the activity's smoothed
 * gain on the same stretch); heart rate and cadence averages are time-weighted over the samples.
 */
import type { ChartProfile, SimplifiedPath } from '../series/types';

export interface CropRange {
  startM: number;
  endM: number;
}

type Channel = 'distanceM' | 'timeS' | 'ele' | 'speedMps' | 'hr' | 'cad' | 'power' | 'lat' | 'lon';
const CHANNELS: readonly Channel[] = [
  'distanceM',
  'timeS',
  'ele',
  'speedMps',
  'hr',
  'cad',
  'power',
  'lat',
  'lon',
];

function lerp(a: number, b: number, t: number): number {
  return t === 0 ? a : t === 1 ? b : a + (b - a) * t;
}

/** Value of every channel at distance m, between samples i-1 and i (i is the first at or beyond m). */
function sampleAtDistance(p: ChartProfile, m: number, i: number): Record<Channel, number> {
  const j = Math.max(0, i - 1);
  const d0 = p.distanceM[j]!;
  const d1 = p.distanceM[i]!;
  const t = d1 > d0 ? Math.min(Math.max((m - d0) / (d1 - d0), 0), 1) : 1;
  const out = {} as Record<Channel, number>;
  for (const c of CHANNELS) out[c] = lerp(p[c][j]!, p[c][i]!, t);
  return out;
}

/** The crop of a profile (definition above). */
export function cropProfile(p: ChartProfile, range: CropRange): ChartProfile {
  const n = p.distanceM.length;
  let first = 0;
  while (first < n && !(p.distanceM[first]! >= range.startM)) first++;
  let last = first;
  while (last < n && p.distanceM[last]! < range.endM) last++;
  // Inside samples: [first, last) with distance strictly above startM; the ends are interpolated.
  const rows: Record<Channel, number>[] = [];
  if (first < n) {
    const from = Math.max(range.startM, p.distanceM[0]!);
    rows.push(sampleAtDistance(p, from, first));
    for (let i = first; i < last; i++) {
      if (p.distanceM[i]! <= from) continue;
      const row = {} as Record<Channel, number>;
      for (const c of CHANNELS) row[c] = p[c][i]!;
      rows.push(row);
    }
    // Beyond the end, the loop already kept the last sample.
    if (last < n) rows.push(sampleAtDistance(p, range.endM, last));
  }
  const d0 = rows[0]?.distanceM ?? 0;
  const t0 = rows[0]?.timeS ?? NaN;
  const make64 = (c: Channel) => Float64Array.from(rows, (r) => r[c]);
  const make32 = (c: Channel) => Float32Array.from(rows, (r) => r[c]);
  return {
    distanceM: Float64Array.from(rows, (r) => r.distanceM - d0),
    timeS: Float64Array.from(rows, (r) => r.timeS - t0),
    ele: make32('ele'),
    speedMps: make32('speedMps'),
    hr: make32('hr'),
    cad: make32('cad'),
    power: make32('power'),
    lat: make64('lat'),
    lon: make64('lon'),
  };
}

export interface CropFigures {
  distanceM: number;
  elapsedS: number | null;
  avgSpeedMps: number | null;
  elevationGainM: number | null;
  avgHr: number | null;
  maxHr: number | null;
  avgCadence: number | null;
}

/** Time-weighted mean of a channel over the samples (each step weighted by its duration). */
function timeWeighted(p: ChartProfile, values: Float32Array): number | null {
  let sum = 0;
  let weight = 0;
  for (let i = 1; i < values.length; i++) {
    const dt = p.timeS[i]! - p.timeS[i - 1]!;
    const a = values[i - 1]!;
    const b = values[i]!;
    if (!(dt > 0) || !Number.isFinite(a) || !Number.isFinite(b) || a <= 0 || b <= 0) continue;
    sum += ((a + b) / 2) * dt;
    weight += dt;
  }
  return weight > 0 ? sum / weight : null;
}

/** Figures of a cropped profile (definitions at the top). */
export function cropFigures(p: ChartProfile): CropFigures {
  const n = p.distanceM.length;
  const distanceM = n > 0 ? p.distanceM[n - 1]! : 0;
  const t = n > 0 ? p.timeS[n - 1]! : NaN;
  const elapsedS = Number.isFinite(t) && t > 0 ? t : null;
  let gain = 0;
  let prev = NaN;
  let anyEle = false;
  let maxHr = -Infinity;
  for (let i = 0; i < n; i++) {
    const e = p.ele[i]!;
    if (Number.isFinite(e)) {
      if (Number.isFinite(prev) && e > prev) gain += e - prev;
      prev = e;
      anyEle = true;
    }
    const hr = p.hr[i]!;
    if (Number.isFinite(hr) && hr > maxHr) maxHr = hr;
  }
  return {
    distanceM,
    elapsedS,
    avgSpeedMps: elapsedS !== null ? distanceM / elapsedS : null,
    elevationGainM: anyEle ? gain : null,
    avgHr: timeWeighted(p, p.hr),
    maxHr: maxHr > 0 ? maxHr : null,
    avgCadence: timeWeighted(p, p.cad),
  };
}

/** The crop's positions as a one-part simplified path (for maps). */
export function cropPath(p: ChartProfile): SimplifiedPath {
  const lonLat: number[] = [];
  for (let i = 0; i < p.lon.length; i++) {
    const lon = p.lon[i]!;
    const lat = p.lat[i]!;
    if (Number.isFinite(lon) && Number.isFinite(lat)) lonLat.push(lon, lat);
  }
  return { lonLat: Float32Array.from(lonLat), partStarts: Uint32Array.of(0) };
}

/**
 * Crops in a URL: `id:startM-endM` pairs, comma-joined, metres rounded to 0.1 m
 * (`crop=a1b2:1200-3400.5,c3d4:0-2200`). parseCrops keeps the well-formed ones (finite, 0 <= start <
 * end, the first for an id); formatCrops writes them back in the same form.
 */
export function parseCrops(text: string, maxIdLength: number): Map<string, CropRange> {
  const crops = new Map<string, CropRange>();
  for (const part of text.split(',')) {
    const colon = part.lastIndexOf(':');
    const id = part.slice(0, colon).trim();
    const [a, b, extra] = part.slice(colon + 1).split('-');
    if (colon <= 0 || id.length > maxIdLength || extra !== undefined || crops.has(id)) continue;
    const startM = Number(a);
    const endM = Number(b);
    if (a === '' || b === '' || !Number.isFinite(startM) || !Number.isFinite(endM)) continue;
    if (startM < 0 || endM <= startM) continue;
    crops.set(id, { startM, endM });
  }
  return crops;
}

const round1 = (m: number) => String(Math.round(m * 10) / 10);

export function formatCrops(crops: ReadonlyMap<string, CropRange>): string {
  return [...crops].map(([id, r]) => `${id}:${round1(r.startM)}-${round1(r.endM)}`).join(',');
}
