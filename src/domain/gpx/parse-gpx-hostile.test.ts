import { describe, expect, it } from 'vitest';
import { parseGpx } from './parse-gpx';
import { coordinatesFinite, gpx11, seeded } from './test-gpx';
import { GpxParseError, type ParsedGpx } from '../track/types';

const TRACK = `<trk><name>&lol9;</name><trkseg>
<trkpt lat="46.5" lon="6.6"><ele>372</ele><time>2024-05-01T10:00:00Z</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>140</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>
<trkpt lat="46.501" lon="6.601"><ele>373</ele><time>2024-05-01T10:00:01Z</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>141</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>
<trkpt lat="46.502" lon="6.602"><ele>374</ele><time>2024-05-01T10:00:02Z</time></trkpt>
</trkseg></trk>`;

/** The parse error message, or null when the input parsed. Any other exception fails the test. */
function failure(input: Uint8Array | string): string | null {
  try {
    parseGpx(input);
    return null;
  } catch (err) {
    if (!(err instanceof GpxParseError)) throw err;
    return err.message;
  }
}

function expectSane(g: ParsedGpx): void {
  expect(coordinatesFinite(g.track)).toBe(true);
  for (const w of g.warnings) expect(w).not.toContain('\n');
}

describe('parseGpx: hostile input', () => {
  it('never expands DOCTYPE entities (billion laughs)', () => {
    const lols = Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`,
    ).join('\n');
    const doc = `<?xml version="1.0"?>\n<!DOCTYPE gpx [\n<!ENTITY lol0 "lol">\n${lols}\n]>\n${gpx11(TRACK).replace(/^<\?xml[^>]*>\n/, '')}`;
    const t0 = performance.now();
    const g = parseGpx(doc);
    expect(performance.now() - t0).toBeLessThan(200);
    expect(g.name).toBe('&lol9;');
    expect(g.track.length).toBe(3);
    expect(g.warnings).toContain(
      'DOCTYPE with entity definitions ignored (entities are never expanded or fetched)',
    );
  });

  it('never fetches or reads external entities', () => {
    const doc = `<?xml version="1.0"?>
<!DOCTYPE gpx [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> <!ENTITY web SYSTEM "http://127.0.0.1:9/x"> ]>
<gpx><metadata><name>&xxe;</name><desc>&web;</desc></metadata><wpt lat="1" lon="2"><name>&xxe;</name></wpt></gpx>`;
    const g = parseGpx(doc);
    expect(g.name).toBe('&xxe;');
    expect(g.description).toBe('&web;');
    expect(g.waypoints[0]?.name).toBe('&xxe;');
  });

  it('fails fast with a one-line reason on input that is not GPX', () => {
    const rnd = seeded(7);
    const garbage = Uint8Array.from({ length: 200_000 }, () => Math.floor(rnd() * 256));
    const cases: [Uint8Array | string, string][] = [
      ['', 'the file is empty'],
      [' \n\t ', 'the file is empty'],
      [new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0]), 'the file is gzip-compressed: decompress it first'],
      ['PK\u0003\u0004rest of a zip', 'the file is a zip archive, not a GPX file'],
      [garbage, 'the file contains binary data, not GPX (XML) text'],
      [
        'trackfilter-init: Found track point without time!\n',
        'not an XML file: it starts with "trackfilter-init: Found track point with…"',
      ],
      ['<?xml version="1.0"?><kml><Document/></kml>', 'not a GPX file: the root element is <kml>'],
      ['<!DOCTYPE html><html><body>Not found</body></html>', 'not a GPX file: the root element is <html>'],
      ['<?xml version="1.0"?><!-- nothing else -->', 'no <gpx> element: not a GPX file'],
      [`${'<a>'.repeat(100_000)}`, 'not a GPX file: the root element is <a>'],
      [`<gpx>${'<a>'.repeat(100_000)}`, 'elements are nested more than 256 deep: not a GPX file'],
    ];
    for (const [input, message] of cases) {
      const t0 = performance.now();
      expect(failure(input)).toBe(message);
      expect(performance.now() - t0).toBeLessThan(200);
    }
  });

  it('survives every truncation of a file: a result or a clean failure, never NaN coordinates', () => {
    const doc = gpx11(TRACK);
    for (let cut = 0; cut <= doc.length; cut++) {
      const part = doc.slice(0, cut);
      const msg = failure(part);
      if (msg !== null) {
        expect(msg).not.toContain('\n');
        continue;
      }
      const g = parseGpx(part);
      expectSane(g);
      expect(g.track.length).toBeLessThanOrEqual(3);
    }
  });

  it('survives random byte corruption of a file', () => {
    const base = new TextEncoder().encode(gpx11(TRACK));
    const rnd = seeded(42);
    const specials = [60, 62, 47, 34, 38, 33, 63, 0, 0xff, 58, 93];
    for (let round = 0; round < 2000; round++) {
      const bytes = base.slice();
      const edits = 1 + Math.floor(rnd() * 4);
      for (let e = 0; e < edits; e++) {
        const at = Math.floor(rnd() * bytes.length);
        bytes[at] = rnd() < 0.5 ? specials[Math.floor(rnd() * specials.length)]! : Math.floor(rnd() * 256);
      }
      const msg = failure(bytes);
      if (msg !== null) expect(msg).not.toContain('\n');
      else expectSane(parseGpx(bytes));
    }
  });

  it('handles unterminated comments, CDATA, attributes and DOCTYPEs at the end of a file', () => {
    for (const tail of [
      '<!-- never closed',
      '<![CDATA[ never closed',
      '<trkpt lat="1',
      '<?pi never',
      '</trkseg',
    ]) {
      const g = parseGpx(gpx11(TRACK).replace('</gpx>', tail));
      expect(g.track.length).toBe(3);
      expect(g.warnings.some((w) => w.startsWith('the file is cut off'))).toBe(true);
    }
    expect(failure('<!DOCTYPE gpx [ <!ENTITY a "never closed')).toBe(
      'the file ends before its first element',
    );
  });
});
