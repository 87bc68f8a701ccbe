/**
 * The GPX meaning of the element events the scanner reports: which element opens a track,
 * segment, route, point or field, and where each value goes. Values are parsed straight from the
 * file's bytes; only text fields (names, types, descriptions) become strings.
 */
import { parseNumber, startsWithAscii } from './bytes';
import { ColumnBuilder } from './columns';
import {
  EL_COURSE,
  EL_DESC,
  EL_ELE,
  EL_GPX,
  EL_HR,
  EL_NAME,
  EL_RTE,
  EL_RTEPT,
  EL_TIME,
  EL_TRK,
  EL_TRKPT,
  EL_TRKSEG,
  EL_TYPE,
  isPointElement,
} from './element-names';
import type { Faults } from './faults';
import { F_FIRST_STRING, F_META_TIME, F_RTE_NAME, F_WPT_NAME, GpxHeader, headerSlot } from './header';
import { parseIsoBytes } from './iso-time';
import { HOLE_SKIP, type PointTemplate } from './point-template';
import { tidy, type TextReader } from './text';
import type { ParsedRoute, Waypoint } from '../track/types';

const PT_NONE = 0;
const PT_TRK = 1;
const PT_RTE = 2;
const PT_WPT = 3;

/** Rough bytes per track point, to size the columns up front (they still grow when needed). */
const BYTES_PER_POINT_GUESS = 200;

function validLatLon(lat: number, lon: number): boolean {
  return lat >= -90 && lat <= 90 && lon >= -180 && lon <= 180;
}

export class GpxCollector {
  readonly track: ColumnBuilder;
  readonly routes: ParsedRoute[] = [];
  readonly waypoints: Waypoint[] = [];
  readonly header: GpxHeader;
  trackCount = 0;
  dropped = 0;
  /** Whether the last point opened had valid coordinates. */
  lastPointValid = false;
  /** lat/lon attributes of the point element being opened (set by onAttr, consumed by onStart). */
  private aLat = NaN;
  private aLon = NaN;
  private trkDepth = 0;
  private rteDepth = 0;
  private route: ColumnBuilder | null = null;
  private routeName: string | null = null;
  private ptKind = PT_NONE;
  private ptDepth = 0;
  /** Row of the open point, -1 when its coordinates were invalid (its children are ignored). */
  private ptRow = -1;
  private wLat = 0;
  private wLon = 0;
  private wEle = NaN;
  private wTime = NaN;
  private wName: string | null = null;
  /** Depth of the element whose text is being collected, -1 for none. */
  fieldDepth = -1;
  private slot = 0;
  private textS = -1;
  private textE = -1;
  private textStr: string | null = null;

  constructor(
    private readonly b: Uint8Array,
    private readonly text: TextReader,
    private readonly faults: Faults,
  ) {
    this.track = new ColumnBuilder(b.length / BYTES_PER_POINT_GUESS);
    this.header = new GpxHeader(faults);
  }

  onAttr(code: number, ns: number, ne: number, vs: number, ve: number): void {
    const len = ne - ns;
    if (code === EL_GPX) {
      if (len === 7 && startsWithAscii(this.b, ns, 'version'))
        this.header.version = tidy(this.text.read(vs, ve, false));
      else if (len === 7 && startsWithAscii(this.b, ns, 'creator'))
        this.header.creator = tidy(this.text.read(vs, ve, false));
    } else if (len === 3 && this.b[ns] === 108 && this.b[ns + 1] === 97) {
      if (this.b[ns + 2] === 116) this.aLat = parseNumber(this.b, vs, ve); // lat
    } else if (len === 3 && this.b[ns] === 108 && this.b[ns + 1] === 111 && this.b[ns + 2] === 110) {
      this.aLon = parseNumber(this.b, vs, ve); // lon
    }
  }

  onStart(code: number, depth: number, parent: number): void {
    if (isPointElement(code)) {
      const lat = this.aLat;
      const lon = this.aLon;
      this.aLat = this.aLon = NaN;
      if (this.ptKind === PT_NONE) this.openPoint(code, depth, lat, lon);
      return;
    }
    if (this.ptKind !== PT_NONE) this.pointChild(code, depth);
    else if (code === EL_TRKSEG) {
      if (this.trkDepth > 0) this.track.breakSegment();
    } else if (code === EL_TRK) {
      if (depth === 2) this.openTrack(depth);
    } else if (code === EL_RTE) {
      if (depth === 2) this.openRoute(depth);
    } else if (code === EL_NAME || code === EL_DESC || code === EL_TYPE || code === EL_TIME) {
      this.headerField(code, depth, parent);
    }
  }

  onEnd(code: number, depth: number): void {
    if (depth === this.fieldDepth) this.endField();
    if (depth === this.ptDepth) this.closePoint();
    else if (code === EL_TRKSEG) this.track.breakSegment();
    else if (depth === this.trkDepth) {
      this.trkDepth = 0;
      this.track.breakSegment();
    } else if (depth === this.rteDepth) this.closeRoute();
  }

  /** Text b[s..e) directly inside the element at fieldDepth. */
  onText(s: number, e: number, cdata: boolean): void {
    if (this.slot >= F_FIRST_STRING) {
      this.textStr = (this.textStr ?? '') + this.text.read(s, e, cdata);
    } else if (this.textS < 0) {
      this.textS = s;
      this.textE = e;
    }
  }

  /** Closes whatever a truncated file left open. */
  closeOpen(): void {
    if (this.fieldDepth >= 0) this.fieldDepth = -1;
    if (this.ptKind !== PT_NONE) this.closePoint();
    if (this.route !== null) this.closeRoute();
  }

  private openTrack(depth: number): void {
    this.trkDepth = depth;
    this.trackCount++;
    this.track.breakSegment();
  }

  private openRoute(depth: number): void {
    this.rteDepth = depth;
    this.route = new ColumnBuilder();
    this.routeName = null;
  }

  private closeRoute(): void {
    if (this.route !== null)
      this.routes.push({ name: tidy(this.routeName, true), points: this.route.build() });
    this.route = null;
    this.rteDepth = 0;
  }

  private openPoint(code: number, depth: number, lat: number, lon: number): void {
    const kind = code === EL_TRKPT ? PT_TRK : code === EL_RTEPT ? PT_RTE : PT_WPT;
    if (kind === PT_TRK ? this.trkDepth === 0 : kind === PT_RTE ? this.route === null : depth !== 2) return;
    this.ptKind = kind;
    this.ptDepth = depth;
    this.lastPointValid = validLatLon(lat, lon);
    if (!this.lastPointValid) {
      this.dropped++;
      this.ptRow = -1;
    } else if (kind === PT_TRK) this.ptRow = this.track.add(lat, lon);
    else if (kind === PT_RTE) this.ptRow = this.route!.add(lat, lon);
    else {
      this.ptRow = 0;
      this.wLat = lat;
      this.wLon = lon;
      this.wEle = this.wTime = NaN;
      this.wName = null;
    }
  }

  private closePoint(): void {
    if (this.ptKind === PT_WPT && this.ptRow >= 0) {
      const ele = this.wEle;
      const time = this.wTime;
      this.waypoints.push({
        lat: this.wLat,
        lon: this.wLon,
        ele: Number.isNaN(ele) ? null : ele,
        time: Number.isNaN(time) ? null : time,
        name: tidy(this.wName, true),
      });
    }
    this.ptKind = PT_NONE;
    this.ptDepth = 0;
    this.ptRow = -1;
  }

  private pointChild(code: number, depth: number): void {
    if (this.ptRow < 0) return;
    if (code === EL_ELE || code === EL_TIME) {
      if (depth === this.ptDepth + 1) this.beginField(code, depth);
    } else if (code >= EL_HR && code <= EL_COURSE) {
      this.beginField(code, depth);
    } else if (code === EL_NAME && this.ptKind === PT_WPT && depth === this.ptDepth + 1) {
      this.beginField(F_WPT_NAME, depth);
    }
  }

  private headerField(code: number, depth: number, parent: number): void {
    const slot = headerSlot(code, depth, parent, this.trkDepth, this.rteDepth);
    if (slot !== 0) this.beginField(slot, depth);
  }

  private beginField(slot: number, depth: number): void {
    this.slot = slot;
    this.fieldDepth = depth;
    this.textS = -1;
    this.textStr = null;
  }

  private endField(): void {
    this.fieldDepth = -1;
    const slot = this.slot;
    if (slot === F_META_TIME) this.header.storeMetaTime(this.textStr);
    else if (slot === F_RTE_NAME) this.routeName ??= tidy(this.textStr, true);
    else if (slot === F_WPT_NAME) this.wName ??= tidy(this.textStr, true);
    else if (slot >= F_FIRST_STRING) this.header.storeString(slot, this.textStr);
    else if (this.textS >= 0) this.storeNumeric(slot);
  }

  /** Parses the text range textS..textE of a point field and stores it in the open point. */
  private storeNumeric(slot: number): void {
    const v = slot === EL_TIME ? this.readTime() : parseNumber(this.b, this.textS, this.textE);
    if (Number.isNaN(v)) this.unreadable();
    else if (this.ptKind !== PT_WPT)
      (this.ptKind === PT_TRK ? this.track : this.route!).set(slot, this.ptRow, v);
    else if (slot === EL_ELE) this.wEle = v;
    else if (slot === EL_TIME) this.wTime = v;
  }

  /** True when a <trkpt> opened now would be a track point. */
  acceptsTrackPoint(): boolean {
    return this.trkDepth > 0 && this.ptKind === PT_NONE;
  }

  /** Slot of the field collecting text at this depth (for templates), HOLE_SKIP when none. */
  holeSlotAt(depth: number): number {
    return depth === this.fieldDepth && this.ptKind === PT_TRK ? this.slot : HOLE_SKIP;
  }

  /** Adds the track point matched by a template: same effect as reading it with the generic path. */
  commitTemplate(t: PointTemplate): void {
    // A template only exists for a point that had valid lat and lon attributes (point-template.ts).
    const lat = this.holeNumber(t, t.latHole);
    const lon = this.holeNumber(t, t.lonHole);
    if (!validLatLon(lat, lon)) {
      this.dropped++;
      return;
    }
    this.ptKind = PT_TRK;
    const row = this.track.add(lat, lon);
    this.ptRow = row;
    for (let f = 0; f < t.fieldCount; f++) {
      const k = t.fields[f]!;
      const slot = t.holeSlot[k]!;
      const v = t.holeValue[k]!;
      // Read while matching (never NaN); a time read so is in UTC, which noteZone has nothing to note.
      if (v === v) this.track.set(slot, row, v);
      else if (t.holeStart[k] !== t.holeEnd[k]) {
        this.textS = t.holeStart[k]!;
        this.textE = t.holeEnd[k]!;
        this.storeNumeric(slot);
      }
    }
    this.ptKind = PT_NONE;
    this.ptRow = -1;
  }

  /** The number in hole k of a matched template (read while matching, else parsed now); NaN for k < 0. */
  private holeNumber(t: PointTemplate, k: number): number {
    if (k < 0) return NaN;
    const v = t.holeValue[k]!;
    return v === v ? v : parseNumber(this.b, t.holeStart[k]!, t.holeEnd[k]!);
  }

  private readTime(): number {
    const v = parseIsoBytes(this.b, this.textS, this.textE);
    if (!Number.isNaN(v)) this.header.noteZone(false);
    return v;
  }

  private unreadable(): void {
    this.faults.unreadable(this.textS, this.textE);
  }
}
