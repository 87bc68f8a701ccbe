/**
 * The sanity rules (src/domain/sanity) on the real corpus: the nonsense of issue 19 is gone. A data
 * logger's file spanning 2012 to 2015 becomes one activity per outing; a track averaging over
 * 80 km/h is not a ride; no figure below -450 m; no record faster than the world's; files without
 * a track are skipped with a reason.
 */
import { readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { processActivity, type ProcessedActivity } from '../../src/domain/process-activity';
import { isPlausibleEffort } from '../../src/domain/sanity/rules';
import type { TrackSummary } from '../../src/domain/stats/types';
import { CORPUS, describeCorpus, gpxFiles } from './corpus';

const IMPORTED = Date.UTC(2026, 10, 25);
const results = new Map<string, ProcessedActivity | Error>();
const summaries = (file: string): TrackSummary[] => {
  const r = results.get(file);
  if (!(r && 'summary' in r)) throw new Error(`${file} was not processed: ${String(r)}`);
  return [r, ...r.otherParts].map((p) => p.summary);
};

const errorOf = (file: string): string => {
  const r = results.get(file);
  return r instanceof Error ? r.message : 'processed without an error';
};

describeCorpus('sanity rules on the real GPX corpus', () => {
  beforeAll(async () => {
    for (const path of gpxFiles()) {
      const file = relative(CORPUS, path);
      try {
        results.set(
          file,
          await processActivity(readFileSync(path), {
            fileName: basename(path),
            id: 'c0ffee',
            importedAt: IMPORTED,
          }),
        );
      } catch (error) {
        results.set(file, error as Error);
      }
    }
  }, 120_000);

  it("splits the MTK logger's 2012-2015 file into outings, none longer than a day", () => {
    const parts = summaries('gpsbabel__gpsbabel/mtk_logger_m241_multiple_tracks.gpx');
    expect(parts).toHaveLength(5);
    expect(parts.map((p) => p.part?.index)).toEqual([1, 2, 3, 4, 5]);
    for (const p of parts) expect(p.elapsedS!).toBeLessThan(24 * 3600);
    expect(parts.every((p) => p.minElevationM === null || p.minElevationM >= -450)).toBe(true);
  });

  it('files the DG-100 track averaging over 80 km/h as Other by its speed, never as a run or ride', () => {
    // The file names no sport; the guess uses speed (sanity/sport-guess.ts): a car's 85 km/h
    // average is no run and no ride, so it is Other from the start (no ride to flag and refile).
    const [first] = summaries('gpsbabel__gpsbabel/dg100.gpx');
    expect(first!.avgSpeedMps! * 3.6).toBeGreaterThan(80);
    expect(first!.sport).toBe('other');
  });

  it('flags the 1901 dates', () => {
    const [s] = summaries('tkrajina__gpxpy/Mojstrovka.gpx');
    expect(s!.flags.map((f) => f.code)).toContain('date');
  });

  it('skips waypoint-only and empty files with a reason', () => {
    expect(errorOf('placemark__togeojson/wpt.gpx')).toMatch(/only \d+ waypoints/);
    expect(errorOf('gpsbabel__gpsbabel/empty.gpx')).toMatch(/no track points/);
  });

  it('leaves no elevation below -450 m, no implausible effort, no activity longer than the span rule allows', () => {
    for (const file of results.keys()) {
      if (results.get(file) instanceof Error) continue;
      for (const s of summaries(file)) {
        if (s.minElevationM !== null) expect(s.minElevationM, join(file, s.id)).toBeGreaterThanOrEqual(-450);
        for (const e of s.bestEfforts) expect(isPlausibleEffort(s.sport, e), `${file} ${e.key}`).toBe(true);
        if (s.startTime !== null && s.endTime !== null && !s.flags.some((f) => f.code === 'date')) {
          // More than two days only when no gap over 6 h cuts it: never years.
          expect(s.endTime - s.startTime, file).toBeLessThan(30 * 24 * 3_600_000);
        }
      }
    }
  });
});
