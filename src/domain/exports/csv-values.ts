/**
 * Cell values of a bulk export's CSV, as Strava writes them in each language.
 * - Numbers: a decimal point or a decimal comma ("12.5", "12,5"); when both appear, the last one
 *   is the decimal separator and the other groups thousands ("1,234.5", "1.234,5"). Strava writes
 *   no thousands separators in activities.csv, so a lone comma is a decimal comma.
 * - Dates: Strava's "Activity Date" is UTC, written in the account's language, e.g.
 *   "Sep 12, 2018, 3:02:23 PM" (English), "09.12.2022, 15:24:49" (German), "12 sept. 2018, 15:02:23"
 *   (French). DATE_FORMATS lists the layouts tried, each with each locale in DATE_LOCALES.
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
  'dd/MM/yyyy, HH:mm:ss',
  'dd/MM/yyyy HH:mm:ss',
  'dd-MM-yyyy HH:mm:ss',
  'yyyy-MM-dd HH:mm:ss',
  "yyyy-MM-dd'T'HH:mm:ssX",
];

export const DATE_LOCALES: readonly Locale[] = [enUS, de, fr, es, nl, it, pt];

/** Epoch ms of a CSV date (UTC), or null when no known layout reads it. */
export function parseCsvDate(value: string): number | null {
  const text = value.trim().replace(/\s+/g, ' ');
  if (text === '') return null;
  for (const format of DATE_FORMATS) {
    const localised = format.includes('MMM');
    for (const locale of localised ? DATE_LOCALES : [enUS]) {
      const date = parse(text, format, new Date(0), { locale, in: UTC });
      if (isValid(date)) return date.getTime();
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
