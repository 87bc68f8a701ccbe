/**
 * Cell values of a bulk export's CSV, as Strava writes them in each language.
 * - Numbers: a decimal point or a decimal comma ("12.5", "12,5"); when both appear, the last one
 *   is the decimal separator and the other groups thousands ("1,234.5", "1.234,5"). Strava writes
 *   no thousands separators in activities.csv, so a lone comma is a decimal comma.
 * - Dates: Strava's "Activity Date" is UTC, written in the account's language, e.g.
 *   "Sep 12, 2018, 3:02:23 PM" (English), "09.12.2022, 15:24:49" (German), "12 sept. 2018, 15:02:23"
 *   (French), "3 mag 2024, 07:15:00" (Italian), "23 de ago. de 2026, 07:18:50" (Portuguese, as
 *   Strava writes it for Brazil). DATE_FORMATS lists the layouts tried, each with each locale in DATE_LOCALES.
 *   All-numeric layouts (day.month.year, day/month/year, day-month-year, year-month-day, each with
 *   a 24-hour time) are read by NUMERIC_DATE without date-fns, and the layout and locale that read
 *   the previous date are tried first: a CSV uses one layout throughout, and trying fourteen
 *   layouts per row cost ~1.7 ms a row (5 s of main thread for a 3,000-row German export).
 * - Flags: true/false in any of the export languages, or 1/0.
 */
import { tz } from '@date-fns/tz';
import { isValid, parse, type Locale } from 'date-fns';
import { de, enUS, es, fr, it, nl, pt } from 'date-fns/locale';

const UTC = tz('UTC');

/** Layouts of "Activity Date" seen in Strava exports, most common first. */
export const DATE_FORMATS: readonly string[] = [
  'MMM d, yyyy, h:mm:ss a',
  'MMM d, yyyy, HH:mm:ss',
  'dd.MM.yyyy, HH:mm:ss',
  'dd.MM.yyyy HH:mm:ss',
  'd MMM yyyy, HH:mm:ss',
  'd MMM yyyy HH:mm:ss',
  // Brazilian Portuguese: "23 de ago. de 2026, 07:18:50" (month abbreviations end with a dot).
  "d 'de' MMM'.' 'de' yyyy, HH:mm:ss",
  "d 'de' MMM 'de' yyyy, HH:mm:ss",
  'dd/MM/yyyy, HH:mm:ss',
  'dd/MM/yyyy HH:mm:ss',
  'dd-MM-yyyy HH:mm:ss',
  'yyyy-MM-dd HH:mm:ss',
  "yyyy-MM-dd'T'HH:mm:ssX",
];

export const DATE_LOCALES: readonly Locale[] = [enUS, de, fr, es, nl, it, pt];

/** dd.MM.yyyy / dd/MM/yyyy / dd-MM-yyyy with an optional comma, then HH:mm:ss; or yyyy-MM-dd HH:mm:ss. */
const NUMERIC_DATE = /^(\d{2})([./-])(\d{2})\2(\d{4}),? (\d{2}):(\d{2}):(\d{2})$/;
const ISO_LIKE_DATE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Epoch ms of numbers that must form a real date and time (no 31 February), else null. */
function utcOf(y: number, mo: number, d: number, h: number, mi: number, s: number): number | null {
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(ms);
  const real =
    back.getUTCFullYear() === y &&
    back.getUTCMonth() === mo - 1 &&
    back.getUTCDate() === d &&
    h < 24 &&
    mi < 60 &&
    s < 60;
  return real ? ms : null;
}

function numericDate(text: string): number | null {
  const m = NUMERIC_DATE.exec(text);
  if (m) return utcOf(+m[4]!, +m[3]!, +m[1]!, +m[5]!, +m[6]!, +m[7]!);
  const iso = ISO_LIKE_DATE.exec(text);
  return iso ? utcOf(+iso[1]!, +iso[2]!, +iso[3]!, +iso[4]!, +iso[5]!, +iso[6]!) : null;
}

/** The layout and locale that read the last date (a CSV keeps one layout throughout). */
let lastHit: { format: string; locale: Locale } | null = null;

function parseWith(text: string, format: string, locale: Locale): number | null {
  const date = parse(text, format, new Date(0), { locale, in: UTC });
  return isValid(date) ? date.getTime() : null;
}

/** Epoch ms of a CSV date (UTC), or null when no known layout reads it. */
export function parseCsvDate(value: string): number | null {
  const text = value.trim().replace(/\s+/g, ' ');
  if (text === '') return null;
  const numeric = numericDate(text);
  if (numeric !== null) return numeric;
  const previous = lastHit && parseWith(text, lastHit.format, lastHit.locale);
  if (previous !== null && previous !== undefined) return previous;
  for (const format of DATE_FORMATS) {
    const localised = format.includes('MMM');
    for (const locale of localised ? DATE_LOCALES : [enUS]) {
      const ms = parseWith(text, format, locale);
      if (ms !== null) {
        lastHit = { format, locale };
        return ms;
      }
    }
  }
  return null;
}

/** A number written with a decimal point or comma; null when empty or not a number. */
export function parseCsvNumber(value: string): number | null {
  let text = value.trim().replace(/\s/g, '');
  if (text === '') return null;
  const comma = text.lastIndexOf(',');
  const dot = text.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) {
    const decimal = comma > dot ? ',' : '.';
    const group = decimal === ',' ? '.' : ',';
    text = text.split(group).join('').replace(decimal, '.');
  } else if (comma >= 0) {
    text = text.replace(',', '.');
  }
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

const TRUE_WORDS = new Set([
  'true',
  '1',
  'yes',
  'ja',
  'wahr',
  'oui',
  'vrai',
  'si',
  'sí',
  'waar',
  'vero',
  'sim',
  'verdadeiro',
  'verdadero',
]);
const FALSE_WORDS = new Set([
  'false',
  '0',
  'no',
  'nein',
  'falsch',
  'non',
  'faux',
  'nee',
  'onwaar',
  'falso',
  'não',
  'nao',
]);

/** A yes/no cell; null when empty or unknown. */
export function parseCsvFlag(value: string): boolean | null {
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return null;
}

/** Text cell: trimmed, null when empty. */
export function csvText(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}
