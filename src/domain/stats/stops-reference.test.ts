/**
 * detectStops against the definition in stops.ts written out literally (every window, every
 * distance computed), on random tracks that walk, run, drive, stand and wander: the shortcuts of
 * the implementation (one limit, trig-free bounds, settled windows) must not change one interval.
 */
import { describe, expect, it } from 'vitest';
import { haversineM } from '../geo';
import { allocTrackData } from '../track/track-data';
import type { TrackData } from '../track/types';
import { seededRandom } from './test-tracks';
import {
  detectStops,
  STOP_MAX_REACH_M,
  STOP_MIN_POINTS,
  STOP_MIN_SPAN_S,
  STOP_PROGRESS_RATIO,
  STOP_QUIET_REACH_M,
  STOP_WINDOW_S,
} from './stops';

function referenceStopped(track: TrackData): Uint8Array {
  const { lat, lon, time } = track;
  const stopped = new Uint8Array(track.length);
  const tl: number[] = [];
  let last = -Infinity;
  for (let p = 0; p < track.length; p++) {
    if (Number.isFinite(time[p]) && time[p]! > last) {
      tl.push(p);
      last = time[p]!;
    }
  }
  const d = (a: number, b: number): number => haversineM(lat[a]!, lon[a]!, lat[b]!, lon[b]!);
  for (let i = 0; i < tl.length; i++) {
    let j = i;
    while (j + 1 < tl.length && time[tl[j + 1]!]! - time[tl[i]!]! <= STOP_WINDOW_S * 1000) j++;
    if (time[tl[j]!]! - time[tl[i]!]! < STOP_MIN_SPAN_S * 1000 || j - i + 1 < STOP_MIN_POINTS) continue;
    let reach = 0;
    let len = 0;
    for (let k = i + 1; k <= j; k++) {
      reach = Math.max(reach, d(tl[i]!, tl[k]!));
      len += d(tl[k - 1]!, tl[k]!);
    }
    const stationary =
      reach <= STOP_MAX_REACH_M && (reach <= STOP_QUIET_REACH_M || reach <= STOP_PROGRESS_RATIO * len);
    if (stationary) for (let k = i + 1; k <= j; k++) stopped[tl[k]!] = 1;
  }
  return stopped;
}

function randomTrack(seed: number): TrackData {
  const rand = seededRandom(seed);
  const n = 1500;
  const track = allocTrackData(n);
  let lat = rand() * 160 - 80;
  let lon = rand() * 360 - 180;
  let t = Date.UTC(2024, 0, 1);
  let speed = 0;
  let wander = 0;
  let heading = 0;
  let spot = { lat, lon };
  for (let p = 0; p < n; p++) {
    if (p % 60 === 0) {
      const kind = rand();
      speed = kind < 0.35 ? 0 : kind < 0.6 ? rand() * 1.2 : kind < 0.9 ? 2 + rand() * 3 : 15 + rand() * 20;
      wander = rand() * 5;
      spot = { lat, lon };
    }
    const mPerDegLon = 111_195 * Math.cos((lat * Math.PI) / 180);
    heading += (rand() - 0.5) * 0.6;
    if (speed === 0) {
      lat = spot.lat + ((rand() - 0.5) * wander) / 111_195;
      lon = spot.lon + ((rand() - 0.5) * wander) / mPerDegLon;
    } else {
      lat += (Math.cos(heading) * speed + (rand() - 0.5) * wander * 0.3) / 111_195;
      lon += (Math.sin(heading) * speed + (rand() - 0.5) * wander * 0.3) / mPerDegLon;
    }
    t += rand() < 0.05 ? rand() * 8000 : 1000;
    track.lat[p] = lat;
    track.lon[p] = lon;
    track.time[p] = t;
  }
  return track;
}

describe('detectStops against the literal definition', () => {
  it('marks the same intervals on random tracks', () => {
    let stoppedSeen = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const track = randomTrack(seed);
      const expected = referenceStopped(track);
      const got = detectStops(track, new Uint8Array(track.length)).stopped;
      expect(Array.from(got), `seed ${seed}`).toEqual(Array.from(expected));
      stoppedSeen += expected.reduce((s, v) => s + v, 0);
    }
    expect(stoppedSeen).toBeGreaterThan(5000);
  });
});
