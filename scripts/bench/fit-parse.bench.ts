/**
 * `bench fit-parse`: our FIT decoder (parseFit: decode plus the columnar track) on a generated
 * ~2.2 MB, 18-hour FIT file (1 s records with position, altitude, heart rate, cadence, power,
 * temperature, distance, speed and a developer field; written with @garmin/fitsdk's Encoder,
 * deterministic), against @garmin/fitsdk's Decoder on the same bytes in the same run.
 *   figure: MB/s of parseFit (MB = 10^6 bytes), CPU time (process.cpuUsage, user + system) of the
 *   fastest of several runs, as in bench parse; "<a>x @garmin/fitsdk": SDK time / our time.
 *   Budget: figure >= 100 MB/s and a >= 10.
 */
import { Decoder, Stream } from '@garmin/fitsdk';
import { parseFit } from '../../src/domain/fit/parse-fit';
import { encodeFitActivity, type FitPointInput } from '../../src/domain/fit/test-fit';
import type { Bench, BenchResult } from './types';
import { fastest } from './figures';

const HOURS = 18;
const WARMUP_RUNS = 5;
const TIMED_RUNS = 15;
const SDK_RUNS = 3;
const BUDGET = { minMBps: 100, minSpeedup: 10 };

/** A long ride: a slow wandering loop, one record a second, every channel present. */
export function longRidePoints(hours = HOURS): FitPointInput[] {
  const n = hours * 3600;
  const t0 = Date.UTC(2024, 5, 1, 4, 0, 0);
  const out: FitPointInput[] = [];
  let dist = 0;
  for (let i = 0; i < n; i++) {
    const speed = 7 + 2 * Math.sin(i / 600);
    dist += speed;
    const a = i / 5000;
    out.push({
      time: t0 + i * 1000,
      lat: 46.5 + 0.2 * Math.sin(a) + 0.01 * Math.sin(i / 37),
      lon: 7.5 + 0.3 * Math.cos(a),
      ele: 600 + 300 * Math.sin(i / 2000),
      hr: 130 + Math.round(20 * Math.sin(i / 300)),
      cad: 85 + (i % 7),
      power: 180 + Math.round(60 * Math.sin(i / 90)),
      temp: 15 + Math.round(5 * Math.sin(i / 20000)),
      dist,
      speed,
    });
  }
  return out;
}

function runFitParse(): Promise<BenchResult> {
  const bytes = encodeFitActivity({ points: longRidePoints(), sport: 'cycling', developerFields: true });
  const expected = HOURS * 3600;
  if (parseFit(bytes).track.length !== expected) throw new Error('generated file does not read back');
  const sdkRead = () => {
    const buffer = new Uint8Array(bytes).buffer;
    const { messages } = new Decoder(Stream.fromArrayBuffer(buffer)).read();
    if ((messages.recordMesgs?.length ?? 0) !== expected) throw new Error('the SDK does not read it back');
  };
  for (let i = 0; i < WARMUP_RUNS; i++) parseFit(bytes);
  const ours = fastest(TIMED_RUNS, () => parseFit(bytes));
  sdkRead();
  const sdk = fastest(SDK_RUNS, sdkRead);
  const mb = bytes.byteLength / 1e6;
  const mbps = mb / (ours / 1000);
  const speedup = sdk / ours;
  return Promise.resolve({
    figure: mbps,
    unit: 'MB/s',
    comparison: `${speedup.toFixed(1)}x @garmin/fitsdk, ${mb.toFixed(2)} MB, ${expected} records, ${ours.toFixed(1)} ms vs ${sdk.toFixed(0)} ms CPU; budget >= ${BUDGET.minMBps} MB/s and >= ${BUDGET.minSpeedup}x`,
    withinBudget: mbps >= BUDGET.minMBps && speedup >= BUDGET.minSpeedup,
  });
}

const benches: Bench[] = [{ name: 'fit-parse', run: runFitParse }];
export default benches;
