import { describe, expect, it } from 'vitest';
import { parseGpx } from './parse-gpx';
import { arr, coordinatesFinite, gpx11, segments } from './test-gpx';
import { GpxParseError } from '../track/types';

const ONE_POINT = '<trk><trkseg><trkpt lat="1.5" lon="2.5"><ele>3</ele></trkpt></trkseg></trk>';

describe('parseGpx: messy real-world files', () => {
  it('accepts a UTF-8 BOM and a file without XML declaration or attributes', () => {
    const bom = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode(`<gpx><metadata><name>Çà</name></metadata>${ONE_POINT}</gpx>`),
    ]);
    const g = parseGpx(bom);
    expect(g.name).toBe('Çà');
    expect(arr(g.track.lat)).toEqual([1.5]);
    expect(g.version).toBeNull();
    expect(g.creator).toBeNull();
  });

  it('decodes text fields with the declared ISO-8859-1 encoding', () => {
    const head = new TextEncoder().encode(
      '<?xml version="1.0" encoding="ISO-8859-1"?>\n<gpx><metadata><name>Caf',
    );
    const tail = new TextEncoder().encode(
      ` &amp; Cr\u00e8me</name></metadata>${ONE_POINT}</gpx>`.replace('\u00e8', 'e'),
    );
    const bytes = new Uint8Array([...head, 0xe9, ...tail]);
    expect(parseGpx(bytes).name).toBe('Café & Creme');
  });

  it('reads UTF-16 files (with a BOM)', () => {
    const text = `<?xml version="1.0" encoding="UTF-16"?><gpx><metadata><name>Zürich</name></metadata>${ONE_POINT}</gpx>`;
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes[0] = 0xff;
    bytes[1] = 0xfe;
    for (let i = 0; i < text.length; i++) bytes[2 + 2 * i] = text.charCodeAt(i);
    const g = parseGpx(bytes);
    expect(g.name).toBe('Zürich');
    expect(arr(g.track.ele)).toEqual([3]);
  });

  it('reads CDATA, entities, character references and comments', () => {
    const g = parseGpx(
      gpx11(`<!-- a comment with <trkpt lat="9" lon="9"> inside -->
<metadata><name><![CDATA[Tom & Jerry <3]]></name><desc>a &lt;b&gt; &#233;&#xE9; &quot;q&quot; &apos;s&apos; &unknown;</desc></metadata>
<trk><trkseg><trkpt lat="1" lon="2"><!-- c --><ele><![CDATA[ 12.5 ]]></ele><time>2024-05-01T10:00:00Z<!-- x --></time></trkpt></trkseg></trk>`),
    );
    expect(g.name).toBe('Tom & Jerry <3');
    expect(g.description).toBe('a <b> éé "q" \'s\' &unknown;');
    expect(arr(g.track.ele)).toEqual([12.5]);
    expect(arr(g.track.time)).toEqual([Date.UTC(2024, 4, 1, 10)]);
    expect(g.track.length).toBe(1);
  });

  it('reads points under an undeclared prefix and says so', () => {
    const g = parseGpx(
      gpx11(`<trk><trkseg><trkpt lat="1" lon="2"><extensions><gpxpx:PowerExtension><gpxpx:PowerInWatts>200</gpxpx:PowerInWatts></gpxpx:PowerExtension></extensions></trkpt>
<trkpt lat="1" lon="2.0001"><extensions><gpxpx:PowerExtension><gpxpx:PowerInWatts>210</gpxpx:PowerInWatts></gpxpx:PowerExtension></extensions></trkpt></trkseg></trk>`),
    );
    expect(arr(g.track.power)).toEqual([200, 210]);
    expect(g.warnings).toEqual([
      'undeclared namespace prefix "gpxpx:" (first at line 3), read by local name',
    ]);
  });

  it('keeps the points around a mismatched tag inside extensions, with a warning', () => {
    const g = parseGpx(
      gpx11(`<trk><trkseg>
<trkpt lat="1" lon="1"><time>2024-05-01T10:00:00Z</time><extensions><sa>14<sa></extensions></trkpt>
<trkpt lat="2" lon="2"><extensions><gpxtpx:hr>150</gpxtpx:hrr></extensions></trkpt>
<trkpt lat="3" lon="3"><ele>5</ele></trkpt>
</trkseg></trk><wpt lat="4" lon="4"/>`),
    );
    expect(arr(g.track.lat)).toEqual([1, 2, 3]);
    expect(arr(g.track.hr)).toEqual([NaN, 150, NaN]);
    expect(arr(g.track.ele)).toEqual([NaN, NaN, 5]);
    expect(g.waypoints).toHaveLength(1);
    expect(g.warnings).toEqual([
      // The second one: <gpxtpx:hr> is still open when </extensions> comes.
      '<sa> not closed before </extensions> at line 4 (2 times)',
      'end tag </gpxtpx:hrr> at line 5 matches no open element (ignored)',
    ]);
  });

  it('drops points with missing, non-numeric or out-of-range coordinates and counts them', () => {
    const g = parseGpx(
      gpx11(`<trk><trkseg>
<trkpt lat="undefined" lon="undefined"><ele>1</ele></trkpt>
<trkpt lat="1" lon="1"><ele>2</ele></trkpt>
<trkpt lat="100" lon="1"><ele>3</ele></trkpt>
<trkpt lat="1" lon="200"/>
<trkpt lon="1"/>
<trkpt lat="" lon="1"/>
<trkpt lat="1e1" lon="-180"><ele>4</ele></trkpt>
</trkseg></trk><wpt lon="x" lat="y"/><rte><rtept lat="NaN" lon="1"/></rte>`),
    );
    expect(arr(g.track.lat)).toEqual([1, 10]);
    expect(arr(g.track.lon)).toEqual([1, -180]);
    expect(arr(g.track.ele)).toEqual([2, 4]);
    expect(g.droppedPoints).toBe(7);
    expect(g.waypoints).toEqual([]);
    expect(coordinatesFinite(g.track)).toBe(true);
    expect(g.warnings).toEqual(['7 point(s) without valid coordinates were skipped']);
  });

  it('reads self-closing points and points straight inside <trk>', () => {
    const g = parseGpx(
      gpx11(
        '<trk><trkpt lat="1" lon="1"/><trkseg><trkpt lat="2" lon="2"/></trkseg><trkpt lat="3" lon="3"/></trk>',
      ),
    );
    expect(arr(g.track.lat)).toEqual([1, 2, 3]);
    expect(segments(g.track)).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
  });

  it('keeps the points of a truncated file with a warning', () => {
    const full = gpx11(`<trk><trkseg>
<trkpt lat="1" lon="1"><ele>1</ele></trkpt>
<trkpt lat="2" lon="2"><ele>2</ele></trkpt>
<trkpt lat="3" lon="3"><ele>3`);
    const cut = full.slice(0, full.indexOf('<ele>3') + 6);
    const g = parseGpx(cut);
    expect(arr(g.track.lat)).toEqual([1, 2, 3]);
    // The last value was cut off mid-element: it is not guessed.
    expect(arr(g.track.ele)).toEqual([1, 2, NaN]);
    expect(g.warnings).toEqual([
      'the file is cut off at line 6 (truncated?): kept the 3 points read before it',
    ]);
    const inTag = parseGpx(full.slice(0, full.indexOf('lon="3"')));
    expect(arr(inTag.track.lat)).toEqual([1, 2]);
  });

  it('fails when a truncated file has no point before the cut', () => {
    expect(() => parseGpx(gpx11('<trk><trkseg><trkpt lat="1" lo').slice(0, -10))).toThrow(GpxParseError);
    expect(() => parseGpx('<?xml version="1.0"?><gpx version="1.1"><metadata><name>x')).toThrow(
      'the file is cut off at line 1 before any point',
    );
  });

  it('ignores content after the root element with a warning', () => {
    const g = parseGpx(`<gpx>${ONE_POINT}</gpx>\n<gpx>${ONE_POINT}</gpx>`);
    expect(g.track.length).toBe(1);
    expect(g.warnings).toEqual(['content after </gpx> at line 2 ignored']);
  });
});
