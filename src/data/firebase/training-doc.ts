/**
 * The training product (domain/training/product.ts) as an activity's Firestore document stores
 * it: one line of text, so firestore.rules checks it with one pattern (trainingTextOrNull). As a
 * map with a histogram of up to 226 numbers its check cost most of the rules' budget of 1,000
 * expressions per write, and a full summary with it no longer fitted.
 *
 * The line: eleven fields separated by ';', in this order:
 *   durationS ; powerS ; np ; best20W ; gasS ; gasMps ; hr.lo ; decoupling basis ; decoupling pct ; hr.seconds ; power
 * np, best20W and gasMps are `null` when absent; with no decoupling, basis and pct are both
 * `null`; hr.seconds is its numbers joined by ',' (empty for no bin); power is the power
 * histogram as `lo:` and its whole seconds joined by ',' (empty for no bin). A line of ten fields
 * (stored before the power histogram) reads as having no power histogram. Numbers are written as
 * JavaScript writes them (String(n): 3600.5, 1e+21, 1.5e-7); the schema has refused anything but
 * finite numbers before a write, and the rules' pattern refuses NaN, Infinity and signs where the
 * schema does.
 */
import type { TrainingProduct } from '../../domain/training/product';

const SEP = ';';
const BIN_SEP = ',';
const POWER_LO_SEP = ':';
const FIELDS = 11;
/** Lines stored before the power histogram (STATS_VERSION 10 and before) have one field less. */
const FIELDS_WITHOUT_POWER = 10;

const num = (v: number | null): string => (v === null ? 'null' : String(v));

export function encodeTraining(t: TrainingProduct | null): string | null {
  if (t === null) return null;
  const fields = [
    num(t.durationS),
    num(t.powerS),
    num(t.np),
    num(t.best20W),
    num(t.gasS),
    num(t.gasMps),
    num(t.hr.lo),
    t.decoupling ? t.decoupling.basis : 'null',
    t.decoupling ? num(t.decoupling.pct) : 'null',
    t.hr.seconds.map((s) => String(s)).join(BIN_SEP),
    t.power.seconds.length === 0 ? '' : `${t.power.lo}${POWER_LO_SEP}${t.power.seconds.join(BIN_SEP)}`,
  ];
  return fields.join(SEP);
}

/** Text that is not a number stays text, so the schema refuses it with a clear message. */
const parseNum = (s: string): number | string | null => {
  if (s === 'null') return null;
  const n = Number(s);
  return s.trim() === '' || Number.isNaN(n) ? s : n;
};

function decodePower(field: string): unknown {
  if (field === '') return { lo: 0, seconds: [] };
  const at = field.indexOf(POWER_LO_SEP);
  if (at < 0) return field;
  return {
    lo: parseNum(field.slice(0, at)),
    seconds: field
      .slice(at + 1)
      .split(BIN_SEP)
      .map(parseNum),
  };
}

/** A stored line back into the product's shape for the schema to check (anything else as it is). */
export function decodeTraining(stored: unknown): unknown {
  if (typeof stored !== 'string') return stored;
  const f = stored.split(SEP);
  if (f.length !== FIELDS && f.length !== FIELDS_WITHOUT_POWER) return stored;
  const [durationS, powerS, np, best20W, gasS, gasMps, lo, basis, pct, bins, power = ''] = f as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return {
    durationS: parseNum(durationS),
    powerS: parseNum(powerS),
    np: parseNum(np),
    best20W: parseNum(best20W),
    power: decodePower(power),
    hr: { lo: parseNum(lo), seconds: bins === '' ? [] : bins.split(BIN_SEP).map(parseNum) },
    gasS: parseNum(gasS),
    gasMps: parseNum(gasMps),
    decoupling: basis === 'null' && pct === 'null' ? null : { basis, pct: parseNum(pct) },
  };
}
