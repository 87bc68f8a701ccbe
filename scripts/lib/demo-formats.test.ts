import { describe, expect, it } from 'vitest';
import { generateDemoActivity } from '../../src/domain/demo';
import { parseActivity } from '../../src/domain/formats/parse-activity';
import { parseGpx } from '../../src/domain/gpx/parse-gpx';
import { demoFormatFile, mixFormat } from './demo-formats';

const OPTIONS = { seed: 3, count: 40 };

describe('demo activities in every format', () => {
  it('mixes 60% FIT, 25% GPX and 15% TCX', () => {
    const formats = Array.from({ length: 100 }, (_, i) => mixFormat(i));
    expect(formats.filter((f) => f === 'fit')).toHaveLength(60);
    expect(formats.filter((f) => f === 'gpx')).toHaveLength(25);
    expect(formats.filter((f) => f === 'tcx')).toHaveLength(15);
  });

  it('writes the same activity as the GPX file, read back by our parsers with every point', () => {
    const seen = new Set<string>();
    for (let i = 0; i < OPTIONS.count; i++) {
      const file = demoFormatFile(i, OPTIONS);
      seen.add(file.format);
      const parsed = parseActivity(file.bytes, file.fileName);
      expect(parsed.format).toBe(file.format);
      expect(file.fileName.endsWith(`.${file.format}`)).toBe(true);
      const gpx = parseGpx(new TextEncoder().encode(generateDemoActivity(i, OPTIONS).gpx));
      expect(parsed.track.length).toBe(gpx.track.length);
      expect(parsed.track.time[0]).toBe(gpx.track.time[0]);
      expect(parsed.track.lat[5]).toBeCloseTo(gpx.track.lat[5]!, 5);
      if (file.format === 'tcx') expect(parsed.device).not.toBeNull();
    }
    expect([...seen].sort()).toEqual(['fit', 'gpx', 'tcx']);
  });
});
