/**
 * Generated files read by the app's own parser (src/domain/gpx/parse-gpx.ts): what the truth says
 * the file holds is what the parser gets, with no warnings.
 */
import { describe, expect, it } from 'vitest';
import { parseGpx } from '../gpx/parse-gpx';
import { generateDemoActivityDetailed } from './generate-demo';

const COUNT = 200;
/** Every fifth activity of the set plus the kinds that are rare (no time, no elevation, local offsets, splits). */
function sample(): number[] {
  const picked = new Set<number>();
  for (let i = 0; i < COUNT; i += 5) picked.add(i);
  return [...picked];
}

describe('generated files through parseGpx', () => {
  it('parse without warnings into exactly the points, segments and channels written', () => {
    const seen = { noTime: 0, noEle: 0, offset: 0, split: 0 };
    const extra: number[] = [];
    for (let i = 0; i < COUNT && extra.length < 12; i++) {
      const f = generateDemoActivityDetailed(i, { seed: 1, count: COUNT });
      if (
        !f.truth.hasTime ||
        !f.truth.hasElevation ||
        f.truth.writtenOffsetMin !== null ||
        f.truth.segments > 1
      )
        extra.push(i);
    }
    for (const i of new Set([...sample(), ...extra])) {
      const f = generateDemoActivityDetailed(i, { seed: 1, count: COUNT });
      const { truth } = f;
      const parsed = parseGpx(new TextEncoder().encode(f.gpx));
      const t = parsed.track;
      expect(parsed.warnings, f.fileName).toEqual([]);
      expect(parsed.droppedPoints).toBe(0);
      expect(parsed.name).toBe(truth.name);
      expect(parsed.type).toBe(
        { run: 'running', ride: 'cycling', hike: 'hiking', walk: 'walking' }[truth.sport],
      );
      expect(t.length).toBe(truth.points);
      expect(t.segmentStarts.length).toBe(truth.segments);
      expect(parsed.utcOffsetMin).toBe(truth.writtenOffsetMin);
      expect(Number.isNaN(t.time[0] ?? Number.NaN)).toBe(!truth.hasTime);
      if (truth.hasTime) expect(t.time[0]).toBe(truth.startMs);
      expect(t.ele.every((v) => Number.isNaN(v) === !truth.hasElevation)).toBe(true);
      expect(t.hr.every((v) => Number.isNaN(v) === !truth.hasHeartRate)).toBe(true);
      expect(t.cad.every((v) => Number.isNaN(v) === !truth.hasCadence)).toBe(true);
      if (!truth.hasTime) seen.noTime++;
      if (truth.hasTime && !truth.hasElevation) seen.noEle++;
      if (truth.writtenOffsetMin !== null) seen.offset++;
      if (truth.segments > 1) seen.split++;
    }
    for (const n of Object.values(seen)) expect(n).toBeGreaterThan(0);
  });
});
