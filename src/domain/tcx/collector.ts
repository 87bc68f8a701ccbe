/** Collects TCX elements (scan-xml.ts events) into columns, per activity or course. */
import { parseIsoTime } from '../gpx/iso-time';
import type { TrackData } from '../track/types';
import { attribute, type XmlHandler } from './scan-xml';

/** An Activity or Course: its points are [first, last) of the collector's columns. */
export interface TcxGroup {
  sport: string | null;
  name: string | null;
  id: string | null;
  first: number;
  last: number;
  lapDistanceM: number | null;
  lapTimeS: number | null;
}

const CHANNELS = ['lat', 'lon', 'ele', 'time', 'hr', 'cad', 'power', 'temp', 'speed', 'dist'] as const;
type Channel = (typeof CHANNELS)[number];

export class TcxCollector implements XmlHandler {
  activities: TcxGroup[] = [];
  courses: TcxGroup[] = [];
  device: string | null = null;
  author: string | null = null;
  lapCount = 0;
  private cols: Record<Channel, number[]> = Object.fromEntries(CHANNELS.map((k) => [k, []])) as never;
  /** Index of the first point of each <Track> (segment). */
  private trackStarts: number[] = [];
  private stack: string[] = [];
  private group: TcxGroup | null = null;
  private point: Record<Channel, number> | null = null;

  start(name: string, attrs: string): void {
    this.stack.push(name);
    if (name === 'Activity' || name === 'Course') {
      const n = this.cols.time.length;
      this.group = {
        sport: attribute(attrs, 'Sport'),
        name: null,
        id: null,
        first: n,
        last: n,
        lapDistanceM: null,
        lapTimeS: null,
      };
      (name === 'Activity' ? this.activities : this.courses).push(this.group);
    } else if (name === 'Track') this.trackStarts.push(this.cols.time.length);
    else if (name === 'Trackpoint') this.point = Object.fromEntries(CHANNELS.map((k) => [k, NaN])) as never;
    else if (name === 'Lap' && this.parent(1) !== 'Course') this.lapCount++;
  }

  private parent(up: number): string | undefined {
    return this.stack[this.stack.length - 1 - up];
  }

  end(name: string, text: string | null): void {
    this.stack.pop();
    if (this.point !== null) this.endInPoint(name, text);
    else if (text !== null) this.endLeaf(name, text.trim());
    if (name === 'Activity' || name === 'Course') {
      if (this.group !== null) this.group.last = this.cols.time.length;
      this.group = null;
    }
  }

  private endInPoint(name: string, text: string | null): void {
    const p = this.point!;
    if (name === 'Trackpoint') {
      for (const k of CHANNELS) this.cols[k].push(p[k]);
      this.point = null;
      return;
    }
    if (text === null) return;
    const v = name === 'Time' ? (parseIsoTime(text.trim())?.ms ?? NaN) : Number.parseFloat(text);
    switch (name) {
      case 'Time':
        p.time = v;
        break;
      case 'LatitudeDegrees':
        p.lat = v;
        break;
      case 'LongitudeDegrees':
        p.lon = v;
        break;
      case 'AltitudeMeters':
        p.ele = v;
        break;
      case 'DistanceMeters':
        p.dist = v;
        break;
      case 'Value':
        if (this.parent(0) === 'HeartRateBpm') p.hr = v;
        break;
      case 'Cadence':
        p.cad = v;
        break;
      case 'RunCadence':
        if (Number.isNaN(p.cad)) p.cad = v;
        break;
      case 'Speed':
        p.speed = v;
        break;
      case 'Watts':
        p.power = v;
        break;
    }
  }

  private endLeaf(name: string, text: string): void {
    const parent = this.parent(0);
    const g = this.group;
    if (name === 'Name' && parent === 'Creator' && this.device === null && text !== '') this.device = text;
    else if (name === 'Name' && parent === 'Author' && this.author === null && text !== '')
      this.author = text;
    else if (name === 'Name' && parent === 'Course' && g !== null) g.name = text;
    else if (name === 'Id' && parent === 'Activity' && g !== null) g.id = text;
    else if (name === 'Notes' && parent === 'Activity' && g !== null && g.name === null)
      g.name = firstLine(text);
    else if (g !== null && parent === 'Lap' && this.parent(1) !== 'Course') {
      const v = Number.parseFloat(text);
      if (!Number.isFinite(v)) return;
      if (name === 'DistanceMeters') g.lapDistanceM = (g.lapDistanceM ?? 0) + v;
      else if (name === 'TotalTimeSeconds') g.lapTimeS = (g.lapTimeS ?? 0) + v;
    }
  }

  /** The track of the given groups' points; indoor when none of them has a position. */
  build(groups: readonly TcxGroup[]): { track: TrackData; indoor: boolean; groupStarts: number[] } {
    const c = this.cols;
    const inGroups = (i: number) => groups.some((g) => i >= g.first && i < g.last);
    const positioned = (i: number) => Math.abs(c.lat[i]!) <= 90 && Math.abs(c.lon[i]!) <= 180;
    let picked: number[] = [];
    for (let i = 0; i < c.time.length; i++) if (inGroups(i) && positioned(i)) picked.push(i);
    const indoor = picked.length === 0;
    if (indoor) picked = c.time.map((_, i) => i).filter((i) => inGroups(i) && Number.isFinite(c.time[i]!));
    const segStarts = new Set([...this.trackStarts, ...groups.map((g) => g.first)]);
    const starts: number[] = [];
    const groupStarts = groups.map(() => picked.length);
    const breaks = [...segStarts].sort((a, b) => a - b);
    let s = 0;
    picked.forEach((src, k) => {
      let brk = k === 0;
      for (; s < breaks.length && breaks[s]! <= src; s++)
        if (k > 0 && breaks[s]! > picked[k - 1]!) brk = true;
      if (brk) starts.push(k);
      groups.forEach((g, gi) => {
        if (src >= g.first && groupStarts[gi] === picked.length) groupStarts[gi] = k;
      });
    });
    const f64 = (k: Channel) => Float64Array.from(picked, (i) => c[k][i]!);
    const f32 = (k: Channel) => Float32Array.from(picked, (i) => c[k][i]!);
    const track: TrackData = {
      length: picked.length,
      lat: f64('lat'),
      lon: f64('lon'),
      ele: f32('ele'),
      time: f64('time'),
      hr: f32('hr'),
      cad: f32('cad'),
      power: f32('power'),
      temp: f32('temp'),
      speed: f32('speed'),
      segmentStarts: Uint32Array.from(starts),
    };
    if (indoor) track.dist = f64('dist');
    return { track, indoor, groupStarts };
  }
}

function firstLine(text: string): string | null {
  const line = text.split(/\r?\n/)[0]?.trim() ?? '';
  return line === '' ? null : line.slice(0, 120);
}
