import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS } from '../../../tests/gpx-real/corpus';
import { haversineM } from '../geo';
import { processActivity } from '../process-activity';
import type { PrivacyZone } from '../privacy/zones';
import { segmentFromTrack } from '../segments/build-segment';
import type { Segment, SegmentEffort } from '../segments/types';
import { decodeSharedPath, encodeSharedPath, SharedPageFormatError } from './shared-page';
import {
  buildSharedSegment,
  decodeSharedEfforts,
  effortsBytes,
  encodeSharedEfforts,
  MAX_SHARED_EFFORTS,
} from './shared-segment';

const FILE = join(CORPUS, 'gpx-animator__gpx-animator', 'bikeride.gpx');

async function segment(): Promise<Segment> {
  const { track } = await processActivity(new Uint8Array(readFileSync(FILE)), { fileName: 'bikeride.gpx' });
  return segmentFromTrack(track, 20, 400, { id: 'seg-1', name: ' Climb ', createdAt: 1, source: 'activity' });
}

const effort = (
  k: number,
  elapsedS: number | null,
  startTime: number | null = 1_700_000_000_000 + k,
): SegmentEffort => ({
  id: `e${k}`,
  segmentId: 'seg-1',
  trackId: `track-${k}`,
  sport: 'ride',
  activityStartTime: 1_600_000_000_000 + k,
  startPos: 0,
  endPos: 10,
  startTime,
  endTime: null,
  elapsedS,
  movingS: elapsedS,
  distanceM: 1_000,
  avgSpeedMps: elapsedS === null ? null : 1_000 / elapsedS,
  avgHr: null,
  avgPower: null,
});

describe('a shared segment', () => {
  it('holds no position inside a privacy zone, and keeps the rest of the line', async () => {
    const s = await segment();
    const n = s.points.lat.length;
    const zones: PrivacyZone[] = [{ id: 'home', lat: s.points.lat[0]!, lon: s.points.lon[0]!, radiusM: 150 }];
    const page = buildSharedSegment(s, [], zones, '');
    expect(page.title).toBe(s.name);
    const path = decodeSharedPath(encodeSharedPath(page.path));
    const shown = path.lonLat.length >> 1;
    expect(shown).toBeGreaterThan(2);
    expect(shown).toBeLessThan(n);
    for (let i = 0; i < shown; i++)
      expect(
        haversineM(path.lonLat[2 * i + 1]!, path.lonLat[2 * i]!, zones[0]!.lat, zones[0]!.lon),
      ).toBeGreaterThan(150);
    expect([page.distanceM, page.avgGradePct, page.maxGradePct]).toEqual([
      s.distanceM,
      s.avgGradePct,
      s.maxGradePct,
    ]);
  });

  it('refuses a segment wholly inside the zones', async () => {
    const s = await segment();
    const zones: PrivacyZone[] = [
      { id: 'all', lat: s.points.lat[0]!, lon: s.points.lon[0]!, radiusM: 50_000 },
    ];
    expect(() => buildSharedSegment(s, [], zones, 'x')).toThrow(/inside your privacy zones/);
  });

  it('keeps the timed efforts, fastest first, without their activities', async () => {
    const efforts = [effort(1, 300), effort(2, null), effort(3, 250), effort(4, 280, null)];
    const page = buildSharedSegment(await segment(), efforts, [], 'Climb');
    expect(page.efforts).toEqual([
      { startTime: 1_700_000_000_003, elapsedS: 250, speedMps: 4 },
      // No time at the effort's start: its activity's start dates it.
      { startTime: 1_600_000_000_004, elapsedS: 280, speedMps: 1_000 / 280 },
      { startTime: 1_700_000_000_001, elapsedS: 300, speedMps: 1_000 / 300 },
    ]);
    expect(JSON.stringify(page)).not.toMatch(/track-\d/);
  });

  it('encodes and decodes efforts; refuses bytes that are not what encode wrote', () => {
    const efforts = [
      { startTime: 1_700_000_000_000, elapsedS: 250, speedMps: 4 },
      { startTime: 1_600_000_000_000, elapsedS: 280.5, speedMps: null },
    ];
    const bytes = encodeSharedEfforts(efforts);
    expect(bytes.byteLength).toBe(effortsBytes(2));
    expect(decodeSharedEfforts(bytes)).toEqual(efforts);
    expect(decodeSharedEfforts(encodeSharedEfforts([]))).toEqual([]);
    expect(() => decodeSharedEfforts(bytes.subarray(0, bytes.byteLength - 1))).toThrow(SharedPageFormatError);
    const negative = encodeSharedEfforts([{ startTime: 1, elapsedS: -5, speedMps: 1 }]);
    expect(() => decodeSharedEfforts(negative)).toThrow(SharedPageFormatError);
    const tooMany = new Uint8Array(12);
    new DataView(tooMany.buffer).setUint16(0, 1, true);
    new DataView(tooMany.buffer).setUint16(2, 4, true);
    new DataView(tooMany.buffer).setUint32(4, MAX_SHARED_EFFORTS + 1, true);
    expect(() => decodeSharedEfforts(tooMany)).toThrow(SharedPageFormatError);
  });
});
