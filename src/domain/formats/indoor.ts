/**
 * Indoor tracks (no positions: trainer, treadmill, pool) and multisport legs.
 *
 * Definition (indoor distance): the device's own cumulative distance channel (FIT record distance,
 * TCX DistanceMeters), made non-decreasing (a missing or lower value repeats the one before) and
 * measured from the first value. It stands in for the GPS distance in the same analysis, so moving
 * time, speed, best efforts and the chart profile follow from it; no spikes, no bounds, no map, no
 * heat points.
 */
import { segmentEnd } from '../track/track-data';
import type { TrackData } from '../track/types';
import type { TrackAnalysis } from '../stats/analysis';
import { computeElevation } from '../stats/elevation';
import type { ElevationSource } from '../stats/elevation-source';
import { pointTimeWeights } from '../stats/sensors';
import { buildTimeline } from '../stats/timeline';
import type { ViewProducts } from '../series/types';

/** Cumulative distance from the device channel (see the definition above). */
export function indoorCumulative(dist: Float64Array | undefined, n: number): Float64Array {
  const cum = new Float64Array(n);
  if (dist === undefined) return cum;
  let first = NaN;
  let last = 0;
  for (let i = 0; i < n; i++) {
    const d = dist[i]!;
    if (Number.isFinite(d)) {
      if (Number.isNaN(first)) first = d;
      last = Math.max(last, d - first);
    }
    cum[i] = last;
  }
  return cum;
}

export function analyzeIndoor(track: TrackData, elevationSource?: ElevationSource): TrackAnalysis {
  const spikes = new Uint8Array(track.length);
  const cum = indoorCumulative(track.dist, track.length);
  return {
    spikes,
    spikeCount: 0,
    cum,
    timeline: buildTimeline(track, spikes, cum),
    elevation: computeElevation(track, spikes, cum, elevationSource),
    weights: pointTimeWeights(track),
  };
}

/** View products of an indoor track: the chart profile only (no heat points, no path). */
export function withoutMap(products: ViewProducts): ViewProducts {
  return {
    ...products,
    heat: { lonLat: new Float32Array(0) },
    path: { lonLat: new Float32Array(0), partStarts: new Uint32Array(0) },
  };
}

/** View products of a virtual activity: no heat points (a game world is not where one has been). */
export function withoutHeat(products: ViewProducts): ViewProducts {
  return { ...products, heat: { lonLat: new Float32Array(0) } };
}

/** Points [from, to) of a track as a track of their own (segments cut to the range). */
export function sliceTrack(track: TrackData, from: number, to: number): TrackData {
  const starts: number[] = [];
  for (let k = 0; k < track.segmentStarts.length; k++) {
    const s = Math.max(from, track.segmentStarts[k]!);
    if (s < Math.min(to, segmentEnd(track, k))) starts.push(s - from);
  }
  const out: TrackData = {
    length: Math.max(0, to - from),
    lat: track.lat.slice(from, to),
    lon: track.lon.slice(from, to),
    ele: track.ele.slice(from, to),
    time: track.time.slice(from, to),
    hr: track.hr.slice(from, to),
    cad: track.cad.slice(from, to),
    power: track.power.slice(from, to),
    temp: track.temp.slice(from, to),
    speed: track.speed.slice(from, to),
    segmentStarts: Uint32Array.from(starts),
  };
  if (track.dist !== undefined) out.dist = track.dist.slice(from, to);
  return out;
}
