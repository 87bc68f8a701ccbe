import { describe, expect, it } from 'vitest';
import { parseGpxWith } from './parse-gpx';
import { arr, gpx11, seeded } from './test-gpx';
import type { ParsedGpx } from '../track/types';

interface Expected {
  lat: number;
  lon: number;
  ele: number;
  time: number;
  hr: number;
}

const T0 = Date.UTC(2024, 4, 1, 10);

/** One <trkpt> in a random variant of a Garmin-like shape, and what it should read as. */
function randomPoint(rnd: () => number, i: number): { xml: string; want: Expected | null } {
  const lat = Math.round((46 + rnd()) * 1e7) / 1e7;
  const lon = Math.round((6 + rnd()) * 1e7) / 1e7;
  const ele = Math.round(rnd() * 30000) / 10;
  const hr = 60 + Math.floor(rnd() * 120);
  const time = T0 + i * 1000;
  const iso = new Date(time).toISOString().replace('.000Z', 'Z');
  const variant = rnd();
  // Most points share one shape (the template path), about one in ten differs.
  if (variant < 0.9) {
    return {
      xml: `   <trkpt lat="${lat}" lon="${lon}">\n    <ele>${ele}</ele>\n    <time>${iso}</time>\n    <extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>${hr}</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions>\n   </trkpt>\n`,
      want: { lat, lon, ele, time, hr },
    };
  }
  const kind = Math.floor(rnd() * 9);
  const base = { lat, lon, ele, time, hr };
  switch (kind) {
    case 0: // attribute order swapped, no extensions
      return {
        xml: `<trkpt lon="${lon}" lat="${lat}"><ele>${ele}</ele><time>${iso}</time></trkpt>\n`,
        want: { ...base, hr: NaN },
      };
    case 1: // invalid latitude
      return {
        xml: `   <trkpt lat="${lat + 100}" lon="${lon}">\n    <ele>${ele}</ele>\n   </trkpt>\n`,
        want: null,
      };
    case 2: // empty and whitespace values in the usual shape
      return {
        xml: `   <trkpt lat="${lat}" lon="${lon}">\n    <ele> </ele>\n    <time></time>\n    <extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>${hr}</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions>\n   </trkpt>\n`,
        want: { ...base, ele: NaN, time: NaN },
      };
    case 3: // unreadable value in the usual shape
      return {
        xml: `   <trkpt lat="${lat}" lon="${lon}">\n    <ele>n/a</ele>\n    <time>${iso}</time>\n    <extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>${hr}</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions>\n   </trkpt>\n`,
        want: { ...base, ele: NaN },
      };
    case 4: // a comment inside
      return {
        xml: `   <trkpt lat="${lat}" lon="${lon}"><!-- ${i} --><ele>${ele}</ele></trkpt>\n`,
        want: { ...base, time: NaN, hr: NaN },
      };
    case 5: // different indentation
      return {
        xml: `<trkpt lat="${lat}" lon="${lon}">\n<ele>${ele}</ele>\n<time>${iso}</time>\n<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>${hr}</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions>\n</trkpt>\n`,
        want: base,
      };
    case 6: // an unknown element with varying text, and an offset time
      return {
        xml: `   <trkpt lat="${lat}" lon="${lon}"><sat>${i % 12}</sat><time>${iso.replace('Z', '+00:00')}</time></trkpt>\n`,
        want: { ...base, ele: NaN, hr: NaN },
      };
    case 7: // a segment break
      return {
        xml: `</trkseg><trkseg>\n   <trkpt lat="${lat}" lon="${lon}"/>\n`,
        want: { ...base, ele: NaN, time: NaN, hr: NaN },
      };
    default: // heart rate under another prefix, single quotes
      return {
        xml: `   <trkpt lat='${lat}' lon='${lon}'><extensions><ns3:TrackPointExtension xmlns:ns3="urn:x"><ns3:hr>${hr}</ns3:hr></ns3:TrackPointExtension></extensions></trkpt>\n`,
        want: { ...base, ele: NaN, time: NaN },
      };
  }
}

function build(seed: number, n: number): { doc: string; want: Expected[]; dropped: number } {
  const rnd = seeded(seed);
  const parts: string[] = [];
  const want: Expected[] = [];
  let dropped = 0;
  for (let i = 0; i < n; i++) {
    const p = randomPoint(rnd, i);
    parts.push(p.xml);
    if (p.want === null) dropped++;
    else want.push(p.want);
  }
  return { doc: gpx11(`<trk><trkseg>\n${parts.join('')}</trkseg></trk>`), want, dropped };
}

function columns(g: ParsedGpx): Record<string, number[]> {
  const t = g.track;
  return {
    lat: arr(t.lat),
    lon: arr(t.lon),
    ele: arr(t.ele),
    time: arr(t.time),
    hr: arr(t.hr),
    seg: arr(t.segmentStarts),
  };
}

describe('point templates', () => {
  it('read exactly what the tag-by-tag path reads, on random mixes of point shapes', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { doc, want, dropped } = build(seed, 1500);
      const fast = parseGpxWith(doc, { templates: true });
      const slow = parseGpxWith(doc, { templates: false });
      expect(fast.templatePoints).toBeGreaterThan(1000);
      expect(slow.templatePoints).toBe(0);
      expect(columns(fast.parsed)).toEqual(columns(slow.parsed));
      expect(fast.parsed.warnings).toEqual(slow.parsed.warnings);
      expect(fast.parsed.droppedPoints).toBe(dropped);
      expect(slow.parsed.droppedPoints).toBe(dropped);
      const t = fast.parsed.track;
      expect(arr(t.lat)).toEqual(want.map((w) => w.lat));
      expect(arr(t.lon)).toEqual(want.map((w) => w.lon));
      expect(arr(t.ele)).toEqual(want.map((w) => Math.fround(w.ele)));
      expect(arr(t.time)).toEqual(want.map((w) => w.time));
      expect(arr(t.hr)).toEqual(want.map((w) => w.hr));
    }
  });

  it('are not used for points that had a fault, a comment or invalid coordinates', () => {
    const bad = '<trkpt lat="1" lon="1"><ele>1</ele><foo></bar></trkpt>\n';
    const doc = gpx11(
      `<trk><trkseg>${bad.repeat(5)}<trkpt lat="100" lon="1"><ele>1</ele></trkpt><trkpt lat="2" lon="2"><ele>2</ele></trkpt></trkseg></trk>`,
    );
    const r = parseGpxWith(doc, { templates: true });
    expect(r.templatePoints).toBe(0);
    expect(r.parsed.droppedPoints).toBe(1);
    expect(arr(r.parsed.track.ele)).toEqual([1, 1, 1, 1, 1, 2]);
  });

  it('keep several shapes, so writers that alternate shapes still use them', () => {
    const pts = Array.from(
      { length: 600 },
      (_, i) =>
        [
          `<trkpt lat="${46 + i * 1e-5}" lon="6"><ele>${i}</ele></trkpt>`,
          `<trkpt lon="6" lat="${46 + i * 1e-5}"><time>2024-05-01T10:00:00Z</time></trkpt>`,
          `<trkpt lat="${46 + i * 1e-5}" lon="6"/>`,
        ][i % 3],
    );
    const doc = gpx11(`<trk><trkseg>${pts.join('\n')}</trkseg></trk>`);
    const fast = parseGpxWith(doc, { templates: true });
    expect(fast.templatePoints).toBeGreaterThan(590);
    expect(columns(fast.parsed)).toEqual(columns(parseGpxWith(doc, { templates: false }).parsed));
  });

  it('read files whose every point differs the same way as tag by tag', () => {
    const pts = Array.from(
      { length: 500 },
      (_, i) => `<trkpt lat="${46 + i * 1e-5}" lon="6"><ele>${i}</ele><x${i}/></trkpt>`,
    );
    const doc = gpx11(`<trk><trkseg>${pts.join('\n')}</trkseg></trk>`);
    const fast = parseGpxWith(doc, { templates: true });
    expect(fast.templatePoints).toBe(0);
    expect(columns(fast.parsed)).toEqual(columns(parseGpxWith(doc, { templates: false }).parsed));
    expect(fast.parsed.track.length).toBe(500);
  });

  it('read number holes exactly as parseNumber, whatever their spelling', () => {
    const spellings = [
      (v: number): string => String(v),
      (v: number): string => v.toFixed(7),
      (v: number): string => ` ${v} `,
      (v: number): string => `+${v}`,
      (v: number): string => v.toExponential(4),
      (v: number): string => `${v.toFixed(9)}123456789012345678901`,
      (v: number): string => `${Math.trunc(v)}.`,
      (v: number): string => `.${String(v).replace('.', '')}`,
      (v: number): string => `-${v}`,
      (): string => '-',
      (): string => '9007199254740993',
      (): string => '0.00000000000000000000000123',
      (): string => '1e999',
      (): string => 'x',
    ];
    const rnd = seeded(11);
    const pick = (v: number): string => spellings[Math.floor(rnd() * spellings.length)]!(v);
    const pts = Array.from({ length: 3000 }, (_, i) => {
      // Three in four points keep plain numbers, so templates form and see every spelling.
      const odd = i % 4 === 0;
      const num = (v: number): string => (odd ? pick(v) : String(v));
      const lat = 46 + rnd();
      return `<trkpt lat="${num(lat)}" lon="${num(6 + rnd())}"><ele>${num(rnd() * 3000)}</ele><extensions><hr>${num(60 + Math.floor(rnd() * 120))}</hr></extensions></trkpt>`;
    });
    const doc = gpx11(`<trk><trkseg>\n${pts.join('\n')}\n</trkseg></trk>`);
    const fast = parseGpxWith(doc, { templates: true });
    const slow = parseGpxWith(doc, { templates: false });
    expect(fast.templatePoints).toBeGreaterThan(2500);
    expect(columns(fast.parsed)).toEqual(columns(slow.parsed));
    expect(fast.parsed.droppedPoints).toBe(slow.parsed.droppedPoints);
    expect(fast.parsed.droppedPoints).toBeGreaterThan(0);
    expect(fast.parsed.warnings).toEqual(slow.parsed.warnings);
  });
});
