/**
 * Every record our FIT decoder reads agrees with @garmin/fitsdk (the oracle) wherever the SDK reads
 * the file: time, position, altitude (enhanced where written), heart rate, cadence and power (a
 * developer field the SDK describes as the record's power, in a file without native power:
 * src/domain/fit/developer-power.ts). Where
 * the SDK gives up part way (compressed timestamps, a broken or truncated file), the records it did
 * return are compared, and ours may go on past them.
 */
import { Decoder, Stream } from '@garmin/fitsdk';
import { expect, it } from 'vitest';
import { durationIndex } from '../../src/domain/curves/grid';
import { decodeFit } from '../../src/domain/fit/decode-fit';
import { parseActivity } from '../../src/domain/formats/parse-activity';
import { processParsed } from '../../src/domain/process-activity';
import type { FitRecords } from '../../src/domain/fit/types';
import { corpusFiles, describeCorpus, readCorpusFile } from './corpus';

const SEMI = 2 ** 31 / 180;

type SdkRecord = Record<string, unknown>;

/** The record messages as the SDK reads them, `power` taken from a developer power field if need be. */
function sdkRecords(bytes: Uint8Array): SdkRecord[] {
  const decoder = new Decoder(Stream.fromByteArray(Array.from(bytes)));
  const { messages } = decoder.read({ mergeHeartRates: false });
  const records = (messages.recordMesgs ?? []) as SdkRecord[];
  const key = developerPowerKey(messages.fieldDescriptionMesgs as SdkRecord[] | undefined);
  if (key === null || records.some((m) => typeof m.power === 'number')) return records;
  return records.map((m) => ({
    ...m,
    power: (m.developerFields as Record<number, unknown> | undefined)?.[key],
  }));
}

/** The SDK's key of the developer field described as the record's power (record 20, field 7). */
function developerPowerKey(descriptions: readonly SdkRecord[] | undefined): number | null {
  const d = descriptions?.find((f) => f.nativeMesgNum === 20 && f.nativeFieldNum === 7);
  return typeof d?.key === 'number' ? d.key : null;
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

describeCorpus('running power from a Stryd developer field', () => {
  const file = 'GoldenCheetah__GoldenCheetah/Fr955v19.28andStryd.fit';

  it('is read as power, equal to the SDK’s "Power" field on every record, and gives a power curve', () => {
    const bytes = readCorpusFile(file);
    const { messages } = new Decoder(Stream.fromByteArray(Array.from(bytes))).read();
    const records = (messages.recordMesgs ?? []) as SdkRecord[];
    const descriptions = (messages.fieldDescriptionMesgs ?? []) as SdkRecord[];
    // The file as the SDK reads it: no native power, Stryd's "Power" (W) described as record field 7.
    expect(records.some((m) => m.power !== undefined)).toBe(false);
    const key = developerPowerKey(descriptions)!;
    expect(descriptions.find((d) => d.key === key)).toMatchObject({ fieldName: 'Power', units: 'Watts' });
    const sdkPower = records.map((m) => num((m.developerFields as Record<number, unknown>)[key]));
    expect(sdkPower.filter((w) => w > 0).length).toBeGreaterThan(3000);
    const ours = decodeFit(bytes).records;
    expect(Array.from(ours.power.subarray(0, records.length))).toEqual(sdkPower);
    // Through the import pass, as the app and `npm run curves` do.
    const meta = { id: 'x', fileName: file, fileSize: bytes.byteLength, importedAt: 0 };
    const curves = processParsed(parseActivity(bytes, file), meta).products.curves!;
    expect(curves.power).not.toBeNull();
    const best60 = curves.power!.values[durationIndex(60)]!;
    expect(best60).toBeGreaterThan(Math.min(...sdkPower.filter((w) => w > 0)));
    expect(best60).toBeLessThanOrEqual(Math.max(...sdkPower));
  });
});
