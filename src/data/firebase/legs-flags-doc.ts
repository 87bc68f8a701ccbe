/**
 * A summary's multisport legs and sanity flags as its Firestore document stores them (issue 40):
 * each a line of text, so firestore.rules checks a whole list with one pattern over its joined text
 * (legsText, flagsText) instead of walking up to 50 maps, which does not fit its budget of 1,000
 * expressions per write. The domain (TrackSummary) and the local store keep their lists of maps.
 *
 * A leg: ten fields separated by ';', the sport's name last (it may hold ';'):
 *   sport ; startTime ; points ; distanceM ; elapsedS ; movingS ; avgHr ; deviceDistanceM ; deviceTimerS ; sportName
 * absent figures written `null`. A flag: its code, one space, its message.
 *
 * Numbers are written by String(n) (3600.5, 1e+21, 5e-324), never by the rules' own join() of
 * numbers (whose text is not documented). The rules' pattern takes a number >= 0 as String() writes
 * it: up to 21 digits, a fraction of up to 22 (0.0000012345678901234567), or one digit, a fraction
 * of up to 16 and an exponent of up to 3 digits below zero or 2 above (below 1e100), or 1e+100
 * itself; schemas.ts bounds the figures to 1e100, so schema and pattern accept the same numbers
 * (legs-flags-doc.test.ts tries both ways). Reading takes both shapes: these lines, and the lists
 * of maps stored before.
 */
import type { SanityFlag } from '../../domain/sanity/types';
import type { ActivityLeg } from '../../domain/stats/types';

const FIELD_SEP = ';';
const LEG_FIELDS = 10;

/**
 * A number >= 0 as String() writes it (see the top of this file), as firestore.rules' legsText()
 * writes it in its pattern; legs-flags-doc.test.ts finds this text in the rules.
 */
export const NON_NEGATIVE_TEXT =
  '([0-9]{1,21}([.][0-9]{1,22})?|[0-9]([.][0-9]{1,16})?e([+][0-9]{1,2}|-[0-9]{1,3})|1e[+]100)';
const NUMBER = new RegExp(`^-?${NON_NEGATIVE_TEXT}$`);

const num = (v: number | null): string => (v === null ? 'null' : String(v));

export function encodeLeg(leg: ActivityLeg): string {
  return [
    leg.sport,
    num(leg.startTime),
    num(leg.points),
    num(leg.distanceM),
    num(leg.elapsedS),
    num(leg.movingS),
    num(leg.avgHr),
    num(leg.deviceDistanceM),
    num(leg.deviceTimerS),
    leg.sportName,
  ].join(FIELD_SEP);
}

/** Text that is not a number as written stays text, so the schema refuses it with a clear message. */
const parseNum = (s: string): number | string | null =>
  s === 'null' ? null : NUMBER.test(s) ? Number(s) : s;

/** A stored leg in the schema's input shape (a map stored before, or anything else, as it is). */
function decodeLeg(stored: unknown): unknown {
  if (typeof stored !== 'string') return stored;
  const f = stored.split(FIELD_SEP);
  if (f.length < LEG_FIELDS) return stored;
  const [sport, startTime, points, distanceM, elapsedS, movingS, avgHr, deviceDistanceM, deviceTimerS] =
    f as [string, string, string, string, string, string, string, string, string];
  return {
    sport,
    startTime: parseNum(startTime),
    points: parseNum(points),
    distanceM: parseNum(distanceM),
    elapsedS: parseNum(elapsedS),
    movingS: parseNum(movingS),
    avgHr: parseNum(avgHr),
    deviceDistanceM: parseNum(deviceDistanceM),
    deviceTimerS: parseNum(deviceTimerS),
    sportName: f.slice(LEG_FIELDS - 1).join(FIELD_SEP),
  };
}

export function encodeFlag(flag: SanityFlag): string {
  return `${flag.code} ${flag.message}`;
}

function decodeFlag(stored: unknown): unknown {
  if (typeof stored !== 'string') return stored;
  const at = stored.indexOf(' ');
  return at < 0 ? stored : { code: stored.slice(0, at), message: stored.slice(at + 1) };
}

/** Stored legs back into the summary's shape for the schema to check (not a list: as it is). */
export function decodeLegs(stored: unknown): unknown {
  return Array.isArray(stored) ? stored.map(decodeLeg) : stored;
}

/** Stored flags back into the summary's shape for the schema to check (not a list: as it is). */
export function decodeFlags(stored: unknown): unknown {
  return Array.isArray(stored) ? stored.map(decodeFlag) : stored;
}
