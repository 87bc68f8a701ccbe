/**
 * Test helper: an independent, regex-based reading of generated GPX (not the app's parser), so the
 * generator's tests do not depend on the code they feed.
 */

export interface InspectedSegment {
  lat: number[];
  lon: number[];
  time: number[];
}

export interface InspectedGpx {
  /** First inconsistency found (a point missing a value others have, an unreadable number), or null. */
  error: string | null;
  type: string | null;
  points: number;
  segments: InspectedSegment[];
  hasTime: boolean;
  hasElevation: boolean;
  hasHeartRate: boolean;
  hasCadence: boolean;
  /** Zone suffix of the first time ('Z', '+09:00', ...), null without times. */
  timeSuffix: string | null;
  /** Haversine distance within segments, metres. */
  distanceM: number;
  /** Sum over segments of last minus first time, seconds (stops included, gaps between segments not). */
  movingAndPausedS: number;
  maxGapInSegmentS: number;
  /** Sum of all rises between consecutive elevations. */
  naiveGainM: number;
  hrMin: number;
  hrMax: number;
  cadMax: number;
}

const EARTH_RADIUS_M = 6_371_000;

function haversine(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * r) / 2) ** 2 +
    Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lon2 - lon1) * r) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(a));
}

/** null when every tag is closed in order, attribute values are quoted and text holds no raw < or bare &. */
export function wellFormedError(xml: string): string | null {
  const declaration = '<?xml version="1.0" encoding="UTF-8"?>';
  if (!xml.startsWith(declaration)) return 'no XML declaration';
  const tag =
    /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*="[^"<&]*(?:&(?:amp|lt|gt|quot|apos);[^"<&]*)*")*)\s*(\/?)>/g;
  const stack: string[] = [];
  let pos = declaration.length;
  tag.lastIndex = pos;
  for (let m = tag.exec(xml); m; m = tag.exec(xml)) {
    const text = xml.slice(pos, m.index);
    if (/[<>]|&(?!(?:amp|lt|gt|quot|apos);)/.test(text))
      return `bad text before offset ${m.index}: ${text.slice(0, 40)}`;
    const [, close, name = '', , empty] = m;
    if (close) {
      if (stack.pop() !== name) return `unbalanced </${name}> at offset ${m.index}`;
    } else if (!empty) stack.push(name);
    if (stack.length === 0 && !close && !empty) return 'content after the root element';
    pos = tag.lastIndex;
    if (stack.length === 0) break;
  }
  if (stack.length > 0) return `unclosed <${stack[stack.length - 1]}>`;
  if (xml.slice(pos).trim() !== '') return 'content after the root element';
  return null;
}

const num = (body: string, re: RegExp): number | null => {
  const m = re.exec(body);
  return m?.[1] === undefined ? null : Number(m[1]);
};

export function inspectGpx(gpx: string): InspectedGpx {
  const r: InspectedGpx = {
    error: null,
    type: /<type>([^<]*)<\/type>/.exec(gpx)?.[1] ?? null,
    points: 0,
    segments: [],
    hasTime: false,
    hasElevation: false,
    hasHeartRate: false,
    hasCadence: false,
    timeSuffix: /<trkpt[^>]*>[\s\S]*?<time>[^<]*?(Z|[+-]\d\d:\d\d)<\/time>/.exec(gpx)?.[1] ?? null,
    distanceM: 0,
    movingAndPausedS: 0,
    maxGapInSegmentS: 0,
    naiveGainM: 0,
    hrMin: Infinity,
    hrMax: -Infinity,
    cadMax: -Infinity,
  };
  const seen = { time: 0, ele: 0, hr: 0, cad: 0 };
  let lastEle: number | null = null;
  for (const segText of gpx.split('<trkseg>').slice(1)) {
    const seg: InspectedSegment = { lat: [], lon: [], time: [] };
    for (const m of segText.matchAll(/<trkpt lat="([^"]+)" lon="([^"]+)">([\s\S]*?)<\/trkpt>/g)) {
      const [, lat = '', lon = '', body = ''] = m;
      const time = /<time>([^<]+)<\/time>/.exec(body)?.[1];
      const ele = num(body, /<ele>([^<]+)<\/ele>/);
      const hr = num(body, /<gpxtpx:hr>(\d+)<\/gpxtpx:hr>/);
      const cad = num(body, /<gpxtpx:cad>(\d+)<\/gpxtpx:cad>/);
      seg.lat.push(Number(lat));
      seg.lon.push(Number(lon));
      seg.time.push(time === undefined ? Number.NaN : Date.parse(time));
      if (time !== undefined) seen.time++;
      if (ele !== null) {
        seen.ele++;
        if (lastEle !== null) r.naiveGainM += Math.max(0, ele - lastEle);
        lastEle = ele;
      }
      if (hr !== null) {
        seen.hr++;
        r.hrMin = Math.min(r.hrMin, hr);
        r.hrMax = Math.max(r.hrMax, hr);
      }
      if (cad !== null) {
        seen.cad++;
        r.cadMax = Math.max(r.cadMax, cad);
      }
    }
    r.points += seg.lat.length;
    r.segments.push(seg);
  }
  summarise(r, seen);
  return r;
}

function summarise(r: InspectedGpx, seen: Record<'time' | 'ele' | 'hr' | 'cad', number>): void {
  for (const [key, n] of Object.entries(seen)) {
    if (n !== 0 && n !== r.points) r.error = `${key} on ${n} of ${r.points} points`;
  }
  r.hasTime = seen.time > 0;
  r.hasElevation = seen.ele > 0;
  r.hasHeartRate = seen.hr > 0;
  r.hasCadence = seen.cad > 0;
  for (const seg of r.segments) {
    if (seg.lat.some((v) => Number.isNaN(v)) || seg.lon.some((v) => Number.isNaN(v)))
      r.error = 'unreadable coordinate';
    for (let i = 1; i < seg.lat.length; i++) {
      r.distanceM += haversine(seg.lat[i - 1] ?? 0, seg.lon[i - 1] ?? 0, seg.lat[i] ?? 0, seg.lon[i] ?? 0);
      r.maxGapInSegmentS = Math.max(r.maxGapInSegmentS, ((seg.time[i] ?? 0) - (seg.time[i - 1] ?? 0)) / 1000);
    }
    if (r.hasTime) r.movingAndPausedS += ((seg.time[seg.time.length - 1] ?? 0) - (seg.time[0] ?? 0)) / 1000;
  }
}
