import { describe, expect, it } from 'vitest';
import { parseGpx } from './parse-gpx';
import { arr, gpx11, NS_GPXDATA, NS_TPX2, segments } from './test-gpx';

const T0 = Date.UTC(2024, 4, 1, 10, 0, 0);

describe('parseGpx: GPX 1.1 tracks', () => {
  const file = gpx11(`
  <metadata><name>Morning Run</name><desc>Line one
line two</desc><time>2024-05-01T09:59:00Z</time></metadata>
  <trk><name>Track name</name><type>running</type>
    <trkseg>
      <trkpt lat="46.5" lon="6.6"><ele>372.4</ele><time>2024-05-01T10:00:00Z</time>
        <extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>142</gpxtpx:hr><gpxtpx:cad>88</gpxtpx:cad><gpxtpx:atemp>21.5</gpxtpx:atemp></gpxtpx:TrackPointExtension></extensions>
      </trkpt>
      <trkpt lat="46.501" lon="6.601"><ele>373</ele><time>2024-05-01T10:00:01Z</time></trkpt>
    </trkseg>
    <trkseg/>
    <trkseg>
      <trkpt lon="6.61" lat="-46.51"><ele>-12.5</ele><time>2024-05-01T10:05:00Z</time></trkpt>
    </trkseg>
  </trk>`);
  const g = parseGpx(file);

  it('reads metadata, version and creator', () => {
    expect(g.version).toBe('1.1');
    expect(g.creator).toBe('test');
    expect(g.name).toBe('Morning Run');
    expect(g.description).toBe('Line one\nline two');
    expect(g.type).toBe('running');
    expect(g.metadataTime).toBe(T0 - 60_000);
    expect(g.trackCount).toBe(1);
    expect(g.fromRoutes).toBe(false);
    expect(g.warnings).toEqual([]);
  });

  it('reads points into columns, one segment per non-empty trkseg', () => {
    const t = g.track;
    expect(t.length).toBe(3);
    expect(arr(t.lat)).toEqual([46.5, 46.501, -46.51]);
    expect(arr(t.lon)).toEqual([6.6, 6.601, 6.61]);
    expect(arr(t.ele)).toEqual([Math.fround(372.4), 373, -12.5]);
    expect(arr(t.time)).toEqual([T0, T0 + 1000, T0 + 300_000]);
    expect(arr(t.hr)).toEqual([142, NaN, NaN]);
    expect(arr(t.cad)).toEqual([88, NaN, NaN]);
    expect(arr(t.temp)).toEqual([21.5, NaN, NaN]);
    expect(arr(t.power)).toEqual([NaN, NaN, NaN]);
    expect(segments(t)).toEqual([
      [0, 2],
      [2, 3],
    ]);
    expect(t.course).toBeUndefined();
  });

  it('takes the track name when there is no metadata name, and gives the same result from bytes', () => {
    const noMeta = file.replace('<name>Morning Run</name>', '');
    expect(parseGpx(noMeta).name).toBe('Track name');
    const fromBytes = parseGpx(new TextEncoder().encode(file));
    expect(arr(fromBytes.track.lat)).toEqual(arr(g.track.lat));
    expect(fromBytes.name).toBe(g.name);
  });
});

describe('parseGpx: GPX 1.0 and extension dialects', () => {
  it('reads GPX 1.0 header fields, <speed> and <course>', () => {
    const g = parseGpx(`<?xml version="1.0"?>
<gpx version="1.0" creator="GPSBabel" xmlns="http://www.topografix.com/GPX/1/0">
<name>Old style</name><time>2010-01-01T00:00:00Z</time>
<trk><trkseg>
<trkpt lat="1" lon="2"><ele>5</ele><time>2010-01-01T00:00:01Z</time><course>123.5</course><speed>4.25</speed></trkpt>
<trkpt lat="1.001" lon="2"><speed>4.5</speed></trkpt>
</trkseg></trk></gpx>`);
    expect(g.version).toBe('1.0');
    expect(g.name).toBe('Old style');
    expect(g.metadataTime).toBe(Date.UTC(2010, 0, 1));
    expect(arr(g.track.speed)).toEqual([4.25, 4.5]);
    expect(g.track.course && arr(g.track.course)).toEqual([123.5, NaN]);
  });

  it('reads Garmin TrackPointExtension v2 under any prefix (ns3:)', () => {
    const g = parseGpx(`<gpx xmlns:ns3="${NS_TPX2}"><trk><trkseg>
<trkpt lat="10" lon="20"><extensions><ns3:TrackPointExtension><ns3:atemp>3</ns3:atemp><ns3:hr>150</ns3:hr><ns3:cad>90</ns3:cad><ns3:speed>3.5</ns3:speed><ns3:course>270</ns3:course></ns3:TrackPointExtension></extensions></trkpt>
</trkseg></trk></gpx>`);
    const t = g.track;
    expect([t.hr[0], t.cad[0], t.temp[0], t.speed[0], t.course?.[0]]).toEqual([150, 90, 3, 3.5, 270]);
    expect(g.version).toBeNull();
    expect(g.warnings).toEqual([]);
  });

  it('reads cluetrust gpxdata hr/cadence/temp, bare <power> and PowerInWatts', () => {
    const g = parseGpx(`<gpx version="1.1" xmlns:gpxdata="${NS_GPXDATA}" xmlns:pwr="urn:power"><trk><trkseg>
<trkpt lat="1" lon="1"><extensions><gpxdata:hr>101</gpxdata:hr><gpxdata:cadence>77</gpxdata:cadence><gpxdata:temp>18.5</gpxdata:temp></extensions></trkpt>
<trkpt lat="1" lon="1.0001"><extensions><power>250</power></extensions></trkpt>
<trkpt lat="1" lon="1.0002"><extensions><pwr:PowerInWatts>310</pwr:PowerInWatts></extensions></trkpt>
</trkseg></trk></gpx>`);
    const t = g.track;
    expect(arr(t.hr)).toEqual([101, NaN, NaN]);
    expect(arr(t.cad)).toEqual([77, NaN, NaN]);
    expect(arr(t.temp)).toEqual([18.5, NaN, NaN]);
    expect(arr(t.power)).toEqual([NaN, 250, 310]);
  });

  it('ignores unknown namespaces and elements, including ones named like fields outside points', () => {
    const g = parseGpx(
      gpx11(`<extensions><ele>999</ele><time>bad</time></extensions>
<trk><extensions><foo:bar xmlns:foo="urn:x"><foo:name>not the name</foo:name></foo:bar></extensions>
<trkseg><trkpt lat="1" lon="2"><foo:ele xmlns:foo="urn:x">7</foo:ele><sat>9</sat><hdop>1.2</hdop></trkpt></trkseg></trk>`),
    );
    expect(g.name).toBeNull();
    expect(g.metadataTime).toBeNull();
    // Local names are matched whatever the namespace: <foo:ele> is an elevation.
    expect(arr(g.track.ele)).toEqual([7]);
    expect(g.warnings).toEqual([]);
  });
});

describe('parseGpx: routes and waypoints', () => {
  const routes = `<rte><name>Route A</name><type>Cycling</type><rtept lat="1" lon="1"><ele>10</ele></rtept><rtept lat="1.01" lon="1"/></rte>
<rte><rtept lat="2" lon="2"/><rtept lat="2.01" lon="2"/><rtept lat="2.02" lon="2"/></rte>
<wpt lat="5" lon="6"><ele>100</ele><time>2024-05-01T10:00:00Z</time><name>Summit &amp; hut</name></wpt>`;

  it('keeps routes and waypoints beside a track', () => {
    const g = parseGpx(gpx11(`${routes}<trk><trkseg><trkpt lat="3" lon="3"/></trkseg></trk>`));
    expect(g.fromRoutes).toBe(false);
    expect(g.track.length).toBe(1);
    expect(g.routes.map((r) => [r.name, r.points.length])).toEqual([
      ['Route A', 2],
      [null, 3],
    ]);
    expect(g.waypoints).toEqual([{ lat: 5, lon: 6, ele: 100, time: T0, name: 'Summit & hut' }]);
    expect(g.type).toBeNull();
  });

  it('builds the track from the routes of a routes-only file', () => {
    const g = parseGpx(gpx11(routes));
    expect(g.fromRoutes).toBe(true);
    expect(g.trackCount).toBe(0);
    expect(g.name).toBe('Route A');
    expect(g.type).toBe('Cycling');
    expect(arr(g.track.lat)).toEqual([1, 1.01, 2, 2.01, 2.02]);
    expect(arr(g.track.ele)).toEqual([10, NaN, NaN, NaN, NaN]);
    expect(arr(g.track.time).every(Number.isNaN)).toBe(true);
    expect(segments(g.track)).toEqual([
      [0, 2],
      [2, 5],
    ]);
  });

  it('builds a routes-only track without times: route point times are planned', () => {
    const planned = `<rte><name>Plan</name><rtept lat="48.70" lon="-122.79"><time>2022-01-01T15:26:17Z</time></rtept><rtept lat="48.75" lon="-122.80"><time>2022-01-01T15:26:53+01:00</time></rtept></rte>
<rte><rtept lat="48.80" lon="-122.85"><time>2022-01-01T16:00:00Z</time></rtept></rte>`;
    const g = parseGpx(gpx11(planned));
    expect(g.fromRoutes).toBe(true);
    expect(g.track.length).toBe(3);
    expect(arr(g.track.time).every(Number.isNaN)).toBe(true);
    // The routes themselves keep what the file says.
    expect(arr(g.routes[0]!.points.time)).toEqual([
      Date.UTC(2022, 0, 1, 15, 26, 17),
      Date.UTC(2022, 0, 1, 14, 26, 53),
    ]);
    expect(arr(g.routes[1]!.points.time)).toEqual([Date.UTC(2022, 0, 1, 16)]);
  });

  it('gives an empty track for waypoint-only and empty files', () => {
    const w = parseGpx(gpx11('<wpt lat="1" lon="2"/>'));
    expect([w.track.length, w.track.segmentStarts.length, w.waypoints.length, w.fromRoutes]).toEqual([
      0,
      0,
      1,
      false,
    ]);
    const e = parseGpx(gpx11('<trk><trkseg></trkseg></trk><rte></rte>'));
    expect([e.track.length, e.trackCount, e.routes.length, e.fromRoutes]).toEqual([0, 1, 1, false]);
  });
});

describe('parseGpx: times', () => {
  it('reads sub-second times and zone offsets; utcOffsetMin is the first numeric offset', () => {
    const g = parseGpx(
      gpx11(`<metadata><time>2024-05-01T12:00:00+03:00</time></metadata><trk><trkseg>
<trkpt lat="1" lon="1"><time>2024-05-01T10:00:00.2073437Z</time></trkpt>
<trkpt lat="1" lon="1"><time>2024-05-01T11:15:01.5+01:15</time></trkpt>
<trkpt lat="1" lon="1"><time>2024-05-01T05:00:02-0500</time></trkpt>
</trkseg></trk>`),
    );
    expect(g.track.time[0]).toBeCloseTo(T0 + 207.3437, 6);
    expect(arr(g.track.time).slice(1)).toEqual([T0 + 1500, T0 + 2000]);
    expect(g.utcOffsetMin).toBe(75);
    expect(g.metadataTime).toBe(Date.UTC(2024, 4, 1, 9));
  });

  it('falls back to the metadata offset, and reads zone-less times as UTC with a warning', () => {
    const g = parseGpx(
      gpx11(`<metadata><time>2024-05-01T12:00:00+02:00</time></metadata><trk><trkseg>
<trkpt lat="1" lon="1"><time>2024-05-01T10:00:00</time></trkpt><trkpt lat="1" lon="1"><time>2024-05-01T10:00:01Z</time></trkpt>
</trkseg></trk>`),
    );
    expect(g.utcOffsetMin).toBe(120);
    expect(arr(g.track.time)).toEqual([T0, T0 + 1000]);
    expect(g.warnings).toEqual(['times without a time zone were read as UTC']);
  });

  it('keeps NaN for missing or unreadable times and elevations on some points only', () => {
    const g = parseGpx(
      gpx11(`<trk><trkseg>
<trkpt lat="1" lon="1"><ele>1</ele><time>2024-05-01T10:00:00Z</time></trkpt>
<trkpt lat="1" lon="1"><ele></ele><time>yesterday</time></trkpt>
<trkpt lat="1" lon="1"><ele/></trkpt>
<trkpt lat="1" lon="1"><ele>bad data</ele><time>2024-02-30T10:00:00Z</time></trkpt>
</trkseg></trk>`),
    );
    expect(arr(g.track.ele)).toEqual([1, NaN, NaN, NaN]);
    expect(arr(g.track.time)).toEqual([T0, NaN, NaN, NaN]);
    expect(g.warnings).toEqual(['unreadable value "yesterday" at line 5 (left empty) (3 times)']);
    expect(g.utcOffsetMin).toBeNull();
  });
});
