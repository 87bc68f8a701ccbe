import { Decoder, Stream } from '@garmin/fitsdk';
import { describe, expect, it } from 'vitest';
import { decodeFit } from './decode-fit';
import { parseFit } from './parse-fit';
import { encodeFitActivity, linePoints } from './test-fit';
import { FitBytes, fitSeconds } from './test-fit-bytes';

const T0 = Date.UTC(2024, 4, 1, 6, 0, 0);
const SEMI = 2 ** 31 / 180;
/** The FIT epoch, 1989-12-31T00:00Z, in Unix seconds. */
const FIT_EPOCH_S = 631_065_600;

function sdkRecords(bytes: Uint8Array) {
  const { messages } = new Decoder(Stream.fromByteArray(Array.from(bytes))).read();
  return (messages.recordMesgs ?? []) as Record<string, unknown>[];
}

describe('decodeFit on files written by the SDK encoder', () => {
  const points = linePoints(300);
  const bytes = encodeFitActivity({ points });

  it('reads every record with the values written', () => {
    const r = decodeFit(bytes).records;
    expect(r.length).toBe(300);
    for (const i of [0, 1, 150, 299]) {
      const p = points[i]!;
      expect(r.time[i]).toBe(p.time);
      expect(r.lat[i]).toBeCloseTo(p.lat!, 6);
      expect(r.lon[i]).toBeCloseTo(p.lon!, 6);
      expect(r.ele[i]).toBeCloseTo(p.ele!, 1);
      expect(r.hr[i]).toBe(p.hr);
      expect(r.cad[i]).toBe(p.cad);
      expect(r.power[i]).toBe(p.power);
      expect(r.temp[i]).toBe(p.temp);
      expect(r.dist[i]).toBeCloseTo(p.dist!, 2);
      expect(r.speed[i]).toBeCloseTo(p.speed!, 3);
    }
  });

  it('agrees with the SDK decoder on every record', () => {
    const ours = decodeFit(bytes).records;
    const sdk = sdkRecords(bytes);
    expect(sdk.length).toBe(ours.length);
    sdk.forEach((m, i) => {
      expect(ours.time[i]).toBe((m.timestamp as Date).getTime());
      expect(Math.round(ours.lat[i]! * SEMI)).toBe(m.positionLat);
      expect(Math.round(ours.lon[i]! * SEMI)).toBe(m.positionLong);
      expect(ours.ele[i]).toBeCloseTo(m.enhancedAltitude as number, 3);
      expect(ours.hr[i]).toBe(m.heartRate);
    });
  });

  it('reads the session, device and time zone', () => {
    const fit = decodeFit(bytes);
    expect(fit.sessions).toHaveLength(1);
    expect(fit.sessions[0]).toMatchObject({ sport: 1, timerS: 299, startTime: T0 });
    expect(fit.utcOffsetMin).toBe(120);
    expect(parseFit(bytes).device).toBe('Garmin fenix5');
    expect(fit.warnings).toEqual([]);
  });

  it('takes a local time only as far from UTC as clocks go', () => {
    const at = (localOffsetS: number) => decodeFit(encodeFitActivity({ points, localOffsetS }));
    // The extremes of real time zones: −12:00 and +14:00, and a quarter-hour one (+5:45, Nepal).
    expect(at(-12 * 3600).utcOffsetMin).toBe(-720);
    expect(at(14 * 3600).utcOffsetMin).toBe(840);
    expect(at(5 * 3600 + 45 * 60).utcOffsetMin).toBe(345);
    // Past them it is not a clock: left out, with a warning. A real Garmin file's local time was
    // near the FIT epoch (31 Dec 1989), 35 years before its timestamps: its ride showed in 1990.
    const endS = Math.round(points.at(-1)!.time / 1000) - FIT_EPOCH_S;
    for (const off of [-12 * 3600 - 900, 14 * 3600 + 900, 3600 - endS]) {
      const fit = at(off);
      expect(fit.utcOffsetMin).toBeNull();
      expect(fit.warnings).toEqual([expect.stringMatching(/local_timestamp.*away from UTC: ignored/)]);
    }
    expect(at(3600 - endS).warnings[0]).toContain(`${Math.round(endS / 86_400).toLocaleString('en')} days`);
    expect(at(-13 * 3600).warnings[0]).toContain('13 hours');
  });

  it('skips developer fields by their size', () => {
    const withDev = encodeFitActivity({ points, developerFields: true });
    expect(withDev.length).toBeGreaterThan(bytes.length);
    const r = decodeFit(withDev).records;
    expect(r.length).toBe(300);
    expect(Array.from(r.hr)).toEqual(Array.from(decodeFit(bytes).records.hr));
  });

  describe('power in a developer field (developer-power.ts)', () => {
    // A run with a power pod and no native power: 250 + (i % 7) W in the developer field.
    const withoutPower = points.map((p, i) => ({ ...p, power: undefined, devValue: 250 + (i % 7) }));
    const sdkDevValues = (bytes: Uint8Array) =>
      sdkRecords(bytes).map((m) => (m.developerFields as Record<number, number> | undefined)?.[0] ?? NaN);

    it('reads it as power when its description names the record’s power field', () => {
      const bytes = encodeFitActivity({
        points: withoutPower,
        developerFields: true,
        developerField: { fieldName: 'Power', units: 'Watts', nativeFieldNum: 7, baseType: 0x84 },
      });
      const r = decodeFit(bytes).records;
      expect(Array.from(r.power)).toEqual(withoutPower.map((p) => p.devValue));
      // The SDK (the oracle) reads the same values from the developer field.
      expect(Array.from(r.power)).toEqual(sdkDevValues(bytes));
    });

    it('reads it by name "Power" and units in watts without a native field number', () => {
      const bytes = encodeFitActivity({
        points: withoutPower,
        developerFields: true,
        developerField: { fieldName: 'power', units: 'W' },
      });
      expect(Array.from(decodeFit(bytes).records.power)).toEqual(withoutPower.map((p) => p.devValue));
    });

    it('leaves other developer fields alone, and native power wins over a developer one', () => {
      for (const developerField of [
        { fieldName: 'Form Power', units: 'Watts' },
        { fieldName: 'Power', units: 'W', nativeFieldNum: 4 },
        { fieldName: 'Stryd power' },
      ]) {
        const bytes = encodeFitActivity({ points: withoutPower, developerFields: true, developerField });
        expect(decodeFit(bytes).records.power.some(Number.isFinite)).toBe(false);
      }
      const both = encodeFitActivity({
        points: points.map((p) => ({ ...p, devValue: 999 })),
        developerFields: true,
        developerField: { fieldName: 'Power', units: 'Watts', nativeFieldNum: 7 },
      });
      expect(Array.from(decodeFit(both).records.power)).toEqual(points.map((p) => p.power));
    });
  });

  it('reads several FIT files chained in one', () => {
    const second = encodeFitActivity({ points: linePoints(50, T0 + 3_600_000) });
    const chained = new Uint8Array(bytes.length + second.length);
    chained.set(bytes);
    chained.set(second, bytes.length);
    const fit = decodeFit(chained);
    expect(fit.fileCount).toBe(2);
    expect(fit.records.length).toBe(350);
    expect(fit.records.time[349]).toBe(T0 + 3_600_000 + 49_000);
    expect(fit.warnings).toEqual([]);
  });

  it('keeps what was read from a truncated file, with a warning', () => {
    const cut = bytes.subarray(0, Math.floor(bytes.length * 0.6));
    const fit = decodeFit(cut);
    expect(fit.records.length).toBeGreaterThan(100);
    expect(fit.records.length).toBeLessThan(300);
    expect(fit.warnings.join(' ')).toMatch(/truncated|stops/);
    expect(Array.from(fit.records.hr)).toEqual(
      Array.from(decodeFit(bytes).records.hr.slice(0, fit.records.length)),
    );
  });

  it('reads a file with a bad CRC, with a warning', () => {
    const bad = bytes.slice();
    bad[bad.length - 1] = (bad[bad.length - 1] ?? 0) ^ 0xff;
    const fit = decodeFit(bad);
    expect(fit.records.length).toBe(300);
    expect(fit.warnings).toEqual(['The FIT file has a bad CRC: it may be damaged; read anyway']);
  });

  it('reads a course file as a planned route (fromRoutes), its points kept', () => {
    const course = parseFit(encodeFitActivity({ points, fileType: 'course' }));
    expect(course.fromRoutes).toBe(true);
    expect(course.track.length).toBe(points.length);
    expect(parseFit(encodeFitActivity({ points })).fromRoutes).toBeUndefined();
  });

  it('refuses bytes without a FIT header', () => {
    expect(() => decodeFit(new TextEncoder().encode('<gpx></gpx>'))).toThrow('Not a FIT file');
  });
});

describe('decodeFit on hand-written bytes', () => {
  const t0 = fitSeconds(T0);

  it('reads compressed-timestamp headers, rolling over the 5-bit offset', () => {
    // Local 0: record with timestamp and hr; local 1: record with hr only (compressed headers).
    const f = new FitBytes()
      .define(0, 20, [
        [253, 4, 0x86],
        [3, 1, 0x02],
      ])
      .define(1, 20, [[3, 1, 0x02]])
      .data(0, [
        [t0, 4],
        [100, 1],
      ]);
    const times: number[] = [t0];
    let t = t0;
    for (let k = 1; k <= 40; k++) {
      t += 1;
      f.compressed(1, t % 32, [[100 + k, 1]]);
      times.push(t);
    }
    const fit = decodeFit(f.bytes());
    expect(fit.records.length).toBe(41);
    expect(Array.from(fit.records.time)).toEqual(times.map((s) => (s + 631065600) * 1000));
    expect(fit.records.hr[40]).toBe(140);
    expect(fit.warnings).toEqual([]);
  });

  it('reads big-endian definitions', () => {
    const lat = Math.round(47.25 * SEMI);
    const lon = Math.round(-122.5 * SEMI);
    const f = new FitBytes()
      .define(
        2,
        20,
        [
          [253, 4, 0x86],
          [0, 4, 0x85],
          [1, 4, 0x85],
          [2, 2, 0x84],
        ],
        true,
      )
      .data(2, [
        [t0, 4],
        [lat, 4],
        [lon, 4],
        [(250 + 500) * 5, 2],
      ]);
    const r = decodeFit(f.bytes()).records;
    expect(r.length).toBe(1);
    expect(r.time[0]).toBe(T0);
    expect(r.lat[0]).toBeCloseTo(47.25, 6);
    expect(r.lon[0]).toBeCloseTo(-122.5, 6);
    expect(r.ele[0]).toBe(250);
  });

  it('reads invalid values as missing and a field shorter than its type as missing', () => {
    const f = new FitBytes()
      .define(0, 20, [
        [253, 4, 0x86],
        [3, 1, 0x02],
        [7, 1, 0x84],
      ])
      .data(0, [
        [t0, 4],
        [0xff, 1],
        [7, 1],
      ]);
    const r = decodeFit(f.bytes()).records;
    expect(r.hr[0]).toBeNaN();
    expect(r.power[0]).toBeNaN();
  });
});
