import { gzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { encodeFitActivity, linePoints, type FitPointInput } from '../fit/test-fit';
import { processActivity } from '../process-activity';
import { detectFormat } from './detect';
import { MAX_NAME_CHARS } from '../names';

const T0 = Date.UTC(2024, 4, 1, 6, 0, 0);

describe('detectFormat', () => {
  const fit = encodeFitActivity({ points: linePoints(10) });
  it('finds the format from the content, whatever the name says', () => {
    expect(detectFormat(fit, 'ride.gpx')).toBe('fit');
    expect(
      detectFormat(new TextEncoder().encode('<?xml version="1.0"?>\n<TrainingCenterDatabase>'), 'x.gpx'),
    ).toBe('tcx');
    expect(
      detectFormat(new TextEncoder().encode('<?xml version="1.0"?><!-- hi --><gpx version="1.1">'), 'x.fit'),
    ).toBe('gpx');
    expect(detectFormat(new TextEncoder().encode('hello'), 'a.tcx')).toBe('tcx');
    expect(detectFormat(new TextEncoder().encode('hello'), 'a.txt')).toBeNull();
  });

  it('says a still-gzipped file must be unpacked', async () => {
    await expect(processActivity(gzipSync(fit), { fileName: 'a.fit.gz', id: 'x' })).rejects.toThrow(/gzip/);
  });
});

describe('processActivity with FIT files', () => {
  it('gives a FIT summary with the device and its totals', async () => {
    const bytes = encodeFitActivity({
      points: linePoints(600),
      sessions: [{ sport: 'running', from: 0, to: 600, distanceM: 1797, ascentM: 12 }],
    });
    const { summary, products } = await processActivity(bytes, { fileName: 'run.fit', id: 'x' });
    expect(summary).toMatchObject({
      format: 'fit',
      device: 'Garmin fenix5',
      sport: 'run',
      points: 600,
      deviceDistanceM: 1797,
      deviceTimerS: 599,
      deviceAscentM: 12,
      utcOffsetMin: 120,
      name: 'run',
      legs: [],
    });
    expect(summary.distanceM).toBeGreaterThan(1797 * 0.985);
    expect(summary.distanceM).toBeLessThan(1797 * 1.015);
    expect(products.heat.lonLat.length).toBeGreaterThan(0);
  });

  it('takes an indoor file distance from its own distance field, without map or heat points', async () => {
    const points: FitPointInput[] = linePoints(600).map(({ lat: _lat, lon: _lon, ...rest }) => rest);
    const bytes = encodeFitActivity({ points, sport: 'cycling' });
    const { summary, products, track } = await processActivity(bytes, { fileName: 'trainer.fit', id: 'x' });
    expect(track.length).toBe(600);
    expect(summary.distanceM).toBeCloseTo(599 * 3, 0);
    expect(summary.bounds).toBeNull();
    expect(summary.startLat).toBeNull();
    expect(summary.movingS).toBeGreaterThan(500);
    expect(summary.sport).toBe('ride');
    expect(summary.avgHr).not.toBeNull();
    expect(products.heat.lonLat.length).toBe(0);
    expect(products.path.lonLat.length).toBe(0);
  });

  it('makes a multisport file one activity with its legs and their own statistics', async () => {
    const swim = linePoints(300, T0).map((p) => ({ ...p, speed: 1 }));
    const t1 = linePoints(60, T0 + 300_000, 47.6);
    const bike = linePoints(600, T0 + 360_000, 47.7);
    const run = linePoints(300, T0 + 960_000, 47.8);
    const points = [...swim, ...t1, ...bike, ...run];
    const bytes = encodeFitActivity({
      points,
      sessions: [
        { sport: 'swimming', from: 0, to: 300, distanceM: 900 },
        { sport: 'transition', from: 300, to: 360, distanceM: 177 },
        { sport: 'cycling', from: 360, to: 960, distanceM: 1797 },
        { sport: 'running', from: 960, to: 1260, distanceM: 897 },
      ],
    });
    const { summary } = await processActivity(bytes, { fileName: 'tri.fit', id: 'x' });
    expect(summary.legs.map((l) => [l.sportName, l.points, l.deviceDistanceM])).toEqual([
      ['swimming', 300, 900],
      ['transition', 60, 177],
      ['cycling', 600, 1797],
      ['running', 300, 897],
    ]);
    expect(summary.legs[2]!.distanceM).toBeCloseTo(1797, -1);
    expect(summary.legs[0]!.sport).toBe('swim');
    expect(summary.legs[3]!.sport).toBe('run');
    expect(summary.deviceDistanceM).toBe(900 + 177 + 1797 + 897);
  });

  it('keeps a file’s crafted sport name as a name is kept: one line, at most MAX_NAME_CHARS', async () => {
    const at = (t: string, lat: number) =>
      `<Trackpoint><Time>${t}</Time><Position><LatitudeDegrees>${lat}</LatitudeDegrees><LongitudeDegrees>8</LongitudeDegrees></Position></Trackpoint>`;
    const act = (sport: string, t: string, lat: number) =>
      `<Activity Sport="${sport}"><Id>${t}</Id><Lap StartTime="${t}"><Track>${at(t, lat)}${at(t.replace(':00Z', ':30Z'), lat + 0.002)}</Track></Lap></Activity>`;
    const long = 'x'.repeat(MAX_NAME_CHARS + 100);
    const tcx = `<?xml version="1.0" encoding="UTF-8"?><TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"><Activities>${act(long, '2024-05-01T06:00:00Z', 47)}${act('Run\u001fning', '2024-05-01T07:00:00Z', 48)}</Activities></TrainingCenterDatabase>`;
    const { summary } = await processActivity(new TextEncoder().encode(tcx), { fileName: 'x.tcx', id: 'x' });
    expect(summary.legs.map((l) => l.sportName.length)).toEqual([MAX_NAME_CHARS, 'Run ning'.length]);
    expect(summary.legs[0]!.sportName.endsWith('…')).toBe(true);
    expect(summary.legs[1]!.sportName).toBe('Run ning');
  });
});
