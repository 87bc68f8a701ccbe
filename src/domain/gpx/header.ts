/**
 * The file-level facts the parser keeps besides points: version, creator, metadata name, time and
 * description, the first track's (and route's) name and type, and the first numeric UTC offsets
 * written on a point time and on the metadata time.
 */
import { EL_DESC, EL_GPX, EL_METADATA, EL_NAME, EL_RTE, EL_TIME, EL_TRK, EL_TYPE } from './element-names';
import type { Faults } from './faults';
import { lastZone, parseIsoBytes, ZONE_NONE, ZONE_OFFSET } from './iso-time';
import { tidy } from './text';

/** Field slots that are not point channels (point channels use their element code as slot). */
const F_META_NAME = 32;
export const F_META_DESC = 33;
export const F_META_TIME = 34;
export const F_TRK_NAME = 35;
export const F_TRK_TYPE = 36;
export const F_TRK_DESC = 37;
export const F_RTE_NAME = 38;
export const F_RTE_TYPE = 39;
export const F_WPT_NAME = 40;
/** Slots at or above this collect a string. */
export const F_FIRST_STRING = F_META_NAME;

/**
 * The slot of a name/desc/type/time element opened at depth under parent, 0 when it is not a
 * file-level field: a child of <metadata> (GPX 1.1) or of <gpx> (GPX 1.0), of the open <trk> or of
 * the open <rte>.
 */
export function headerSlot(
  code: number,
  depth: number,
  parent: number,
  trkDepth: number,
  rteDepth: number,
): number {
  if (parent === EL_TRK && depth === trkDepth + 1) {
    return code === EL_NAME ? F_TRK_NAME : code === EL_TYPE ? F_TRK_TYPE : code === EL_DESC ? F_TRK_DESC : 0;
  }
  if (parent === EL_RTE && depth === rteDepth + 1) {
    return code === EL_NAME ? F_RTE_NAME : code === EL_TYPE ? F_RTE_TYPE : 0;
  }
  if ((parent === EL_METADATA && depth === 3) || (parent === EL_GPX && depth === 2)) {
    return code === EL_NAME
      ? F_META_NAME
      : code === EL_DESC
        ? F_META_DESC
        : code === EL_TIME
          ? F_META_TIME
          : 0;
  }
  return 0;
}

export class GpxHeader {
  version: string | null = null;
  creator: string | null = null;
  metaName: string | null = null;
  description: string | null = null;
  trkName: string | null = null;
  trkType: string | null = null;
  rteType: string | null = null;
  metadataTime: number | null = null;
  metaOffset: number | null = null;
  pointOffset: number | null = null;

  constructor(private readonly faults: Faults) {}

  /** Stores a file-level text field (the first value of each wins). */
  storeString(slot: number, raw: string | null): void {
    const v = tidy(raw, slot !== F_META_DESC && slot !== F_TRK_DESC);
    if (v === null) return;
    if (slot === F_META_NAME) this.metaName ??= v;
    else if (slot === F_META_DESC || slot === F_TRK_DESC) this.description ??= v;
    else if (slot === F_TRK_NAME) this.trkName ??= v;
    else if (slot === F_TRK_TYPE) this.trkType ??= v;
    else if (slot === F_RTE_TYPE) this.rteType ??= v;
  }

  /** The metadata time, collected as a string (it may sit in CDATA or carry entities). */
  storeMetaTime(raw: string | null): void {
    const str = tidy(raw);
    if (str === null) return;
    const bytes = new TextEncoder().encode(str);
    const v = parseIsoBytes(bytes, 0, bytes.length);
    if (Number.isNaN(v)) {
      this.faults.add('meta-time', -1, () => `unreadable metadata time "${str.slice(0, 40)}" (ignored)`);
      return;
    }
    this.noteZone(true);
    this.metadataTime ??= v;
  }

  /** Records the zone of the time parseIsoBytes just read (warning for zone-less times). */
  noteZone(meta: boolean): void {
    if (lastZone.kind === ZONE_NONE)
      this.faults.note('no-zone', 'times without a time zone were read as UTC');
    else if (lastZone.kind === ZONE_OFFSET) {
      if (meta) this.metaOffset ??= lastZone.offsetMin;
      else this.pointOffset ??= lastZone.offsetMin;
    }
  }
}
