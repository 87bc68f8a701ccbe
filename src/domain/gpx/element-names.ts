/**
 * Element codes by local name (the part after any namespace prefix). Namespaces are deliberately
 * not resolved: devices write Garmin, cluetrust and power extensions under any prefix (gpxtpx:,
 * ns3:, gpxdata:, pwr:, gpxpx:, none), and matching local names reads them all.
 */

export const EL_OTHER = 0;
export const EL_GPX = 1;
export const EL_METADATA = 2;
export const EL_TRK = 3;
export const EL_TRKSEG = 4;
export const EL_TRKPT = 5;
export const EL_RTE = 6;
export const EL_RTEPT = 7;
export const EL_WPT = 8;
export const EL_NAME = 9;
export const EL_DESC = 10;
export const EL_TYPE = 11;
export const EL_TIME = 12;
export const EL_ELE = 13;
/** Heart rate: gpxtpx:hr, gpxdata:hr, heartrate. */
export const EL_HR = 14;
/** Cadence: gpxtpx:cad, gpxdata:cadence. */
export const EL_CAD = 15;
/** Temperature: gpxtpx:atemp (air), gpxdata:temp. */
export const EL_TEMP = 16;
/** Power: bare <power>, PowerInWatts (pwr:, gpxpx:). */
export const EL_POWER = 17;
/** Speed: GPX 1.0 <speed>, gpxtpx v2 speed. */
export const EL_SPEED = 18;
/** Course: GPX 1.0 <course>, gpxtpx v2 course. */
export const EL_COURSE = 19;

const NAMES: readonly (readonly [string, number])[] = [
  ['gpx', EL_GPX],
  ['metadata', EL_METADATA],
  ['trk', EL_TRK],
  ['trkseg', EL_TRKSEG],
  ['trkpt', EL_TRKPT],
  ['rte', EL_RTE],
  ['rtept', EL_RTEPT],
  ['wpt', EL_WPT],
  ['name', EL_NAME],
  ['desc', EL_DESC],
  ['type', EL_TYPE],
  ['time', EL_TIME],
  ['ele', EL_ELE],
  ['hr', EL_HR],
  ['heartrate', EL_HR],
  ['cad', EL_CAD],
  ['cadence', EL_CAD],
  ['atemp', EL_TEMP],
  ['temp', EL_TEMP],
  ['power', EL_POWER],
  ['PowerInWatts', EL_POWER],
  ['speed', EL_SPEED],
  ['course', EL_COURSE],
];

const MAX_LEN = Math.max(...NAMES.map(([n]) => n.length));
/** Name bytes of every candidate, back to back; NAME_AT[k] is where candidate k starts. */
const NAME_BYTES = Uint8Array.from(NAMES.flatMap(([n]) => Array.from(n, (ch) => ch.charCodeAt(0))));
const NAME_AT = Int32Array.from(
  NAMES.map((_, k) => NAMES.slice(0, k).reduce((sum, [n]) => sum + n.length, 0)),
);
const NAME_CODE = Int32Array.from(NAMES.map(([, code]) => code));
/** First candidate with a given (length, first byte), -1 for none; NEXT chains the others. */
const FIRST = new Int16Array((MAX_LEN + 1) * 128).fill(-1);
const NEXT = new Int16Array(NAMES.length).fill(-1);
for (let k = NAMES.length - 1; k >= 0; k--) {
  const name = NAMES[k]![0];
  const slot = name.length * 128 + name.charCodeAt(0);
  NEXT[k] = FIRST[slot]!;
  FIRST[slot] = k;
}

/** Code of the local name b[s..s+len), EL_OTHER when it is not one the parser reads. */
export function classify(b: Uint8Array, s: number, len: number): number {
  const c0 = b[s]!;
  if (len > MAX_LEN || c0 >= 128) return EL_OTHER;
  for (let k = FIRST[len * 128 + c0]!; k >= 0; k = NEXT[k]!) {
    const at = NAME_AT[k]!;
    let i = 1;
    while (i < len && NAME_BYTES[at + i] === b[s + i]) i++;
    if (i === len) return NAME_CODE[k]!;
  }
  return EL_OTHER;
}

/** True for the elements that carry one point (lat/lon attributes). */
export function isPointElement(code: number): boolean {
  return code === EL_TRKPT || code === EL_RTEPT || code === EL_WPT;
}

export function isNameStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 58 /* : */ || c >= 128;
}

/**
 * Byte classes for name scanning: 0 for bytes that end a tag or attribute name (whitespace,
 * control bytes, `/`, `>`, `=`), NAME_COLON for `:`, NAME_CHAR for the rest. Reading past the end of
 * the bytes yields undefined, which is not NAME_CHAR either, so the loops need no bounds check.
 */
export const NAME_CHAR = 1;
export const NAME_COLON = 2;
export const NAME_CLASS = new Uint8Array(256).fill(NAME_CHAR);
for (let c = 0; c <= 32; c++) NAME_CLASS[c] = 0;
NAME_CLASS[47 /* / */] = 0;
NAME_CLASS[62 /* > */] = 0;
NAME_CLASS[61 /* = */] = 0;
NAME_CLASS[58 /* : */] = NAME_COLON;
