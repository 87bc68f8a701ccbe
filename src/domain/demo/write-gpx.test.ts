import { describe, expect, it } from 'vitest';
import { createRng } from '../prng';
import { escapeXml, formatTime, TimeFormatter } from '../gpx/xml-writer';
import { writeGpx, type GpxTrack } from './write-gpx';

const track = (over: Partial<GpxTrack> = {}): GpxTrack => ({
  creator: 'Test & Co',
  name: 'A <b> "run"',
  type: 'running',
  indent: false,
  coordDecimals: 6,
  offsetMin: null,
  lat: [47.1, 47.2, 47.3],
  lon: [8.1, 8.2, 8.3],
  ele: [400, 401.25, 402],
  time: [Date.UTC(2025, 0, 1, 7), Date.UTC(2025, 0, 1, 7, 0, 3), Date.UTC(2025, 0, 1, 7, 10)],
  hr: [120, 121, 122],
  cad: [80, 81, 82],
  segmentStarts: [0, 2],
  ...over,
});

describe('formatTime and TimeFormatter', () => {
  it('write UTC with Z and local offsets with a signed hh:mm suffix', () => {
    const t = Date.UTC(2025, 11, 31, 23, 30, 5);
    expect(formatTime(t, null)).toBe('2025-12-31T23:30:05Z');
    expect(formatTime(t, 540)).toBe('2026-01-01T08:30:05+09:00');
    expect(formatTime(t, -360)).toBe('2025-12-31T17:30:05-06:00');
    expect(formatTime(t, 0)).toBe('2025-12-31T23:30:05+00:00');
  });

  it('agree with each other over day boundaries and offsets', () => {
    const rng = createRng(3);
    const mismatches: string[] = [];
    for (const offset of [null, 0, 60, 120, -420, 540, 330]) {
      const clock = new TimeFormatter(offset);
      let t = Date.UTC(2024, 1, 28, 20);
      for (let i = 0; i < 3000; i++) {
        t += rng.int(1, 120) * 1000;
        if (clock.format(t) !== formatTime(t, offset)) mismatches.push(`${t} ${offset}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('writeGpx', () => {
  it('escapes text and declares the GPX and TrackPointExtension namespaces', () => {
    const gpx = writeGpx(track());
    expect(gpx).toContain('creator="Test &amp; Co"');
    expect(gpx).toContain('<name>A &lt;b&gt; &quot;run&quot;</name>');
    expect(gpx).toContain('xmlns="http://www.topografix.com/GPX/1/1"');
    expect(gpx).toContain('xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"');
    expect(gpx).toContain('<gpxtpx:hr>121</gpxtpx:hr><gpxtpx:cad>81</gpxtpx:cad>');
    expect(gpx).toContain('<metadata>');
    expect(escapeXml(`'&'`)).toBe('&apos;&amp;&apos;');
  });

  it('splits points into the given segments, in both layouts, with the same content', () => {
    for (const indent of [false, true]) {
      const gpx = writeGpx(track({ indent }));
      const segments = gpx.split('<trkseg>').slice(1);
      expect(segments.map((s) => (s.match(/<trkpt /g) ?? []).length)).toEqual([2, 1]);
      expect(gpx).toContain('<ele>401.3</ele>');
      expect(gpx).toContain('<time>2025-01-01T07:10:00Z</time>');
    }
    const compact = writeGpx(track()).replace(/\s+/g, '');
    expect(writeGpx(track({ indent: true })).replace(/\s+/g, '')).toBe(compact);
  });

  it('leaves out what the file does not have', () => {
    const gpx = writeGpx(track({ ele: null, time: null, hr: null, cad: null }));
    expect(gpx).not.toMatch(/<ele>|<time>|<extensions>|<metadata>/);
    const hrOnly = writeGpx(track({ cad: null }));
    expect(hrOnly).toContain('<gpxtpx:hr>120</gpxtpx:hr></gpxtpx:TrackPointExtension>');
    expect(hrOnly).not.toContain('gpxtpx:cad');
  });
});
