/**
 * Every record our FIT decoder reads agrees with @garmin/fitsdk (the oracle) wherever the SDK reads
 * the file: time, position, altitude (enhanced where written), heart rate, cadence and power. Where
 * the SDK gives up part way (compressed timestamps, a broken or truncated file), the records it did
 * return are compared, and ours may go on past them.
 */
import { Decoder, Stream } from '@garmin/fitsdk';
import { expect, it } from 'vitest';
import { decodeFit } from '../../src/domain/fit/decode-fit';
import type { FitRecords } from '../../src/domain/fit/types';
import { corpusFiles, describeCorpus, readCorpusFile } from './corpus';

const SEMI = 2 ** 31 / 180;

type SdkRecord = Record<string, unknown>;

function sdkRecords(bytes: Uint8Array): SdkRecord[] {
  const decoder = new Decoder(Stream.fromByteArray(Array.from(bytes)));
  const { messages } = decoder.read({ mergeHeartRates: false });
  return (messages.recordMesgs ?? []) as SdkRecord[];
}

const num = (v: unknown): number => (typeof v === 'number' ? v : NaN);

/** The first disagreement between the SDK's record i and ours, or null. */
function disagreement(ours: FitRecords, i: number, m: SdkRecord): string | null {
  const time = m.timestamp instanceof Date ? m.timestamp.getTime() : NaN;
  const checks: [string, number, number, number][] = [
    ['time', ours.time[i]!, time, 0],
    ['lat', Math.round(ours.lat[i]! * SEMI), num(m.positionLat), 0],
    ['lon', Math.round(ours.lon[i]! * SEMI), num(m.positionLong), 0],
    ['ele', ours.ele[i]!, num(m.enhancedAltitude ?? m.altitude), 1e-3],
    ['hr', ours.hr[i]!, num(m.heartRate), 0],
    ['cad', ours.cad[i]!, num(m.cadence), 0],
    ['power', ours.power[i]!, num(m.power), 0],
  ];
  for (const [name, a, b, tol] of checks) {
    const same = (Number.isNaN(a) && Number.isNaN(b)) || Math.abs(a - b) <= tol * Math.max(1, Math.abs(b));
    if (!same) return `record ${i} ${name}: ours ${a}, SDK ${b}`;
  }
  return null;
}

describeCorpus('FIT records agree with @garmin/fitsdk', () => {
  const fits = corpusFiles().filter((f) => /\.fit(\.gz)?$/i.test(f));

  it('has the FIT files', () => expect(fits.length).toBe(20));

  it.each(fits)('%s', (file) => {
    const bytes = readCorpusFile(file);
    const ours = decodeFit(bytes).records;
    const sdk = sdkRecords(bytes);
    expect(ours.length).toBeGreaterThanOrEqual(sdk.length);
    const problems: string[] = [];
    sdk.forEach((m, i) => {
      const d = disagreement(ours, i, m);
      if (d !== null && problems.length < 5) problems.push(d);
    });
    expect(problems).toEqual([]);
  });
});
