import { z } from '../zod';
import { SPORTS, type Sport } from '../stats/types';
import { parseDay } from './date-range';
import {
  DATE_PRESETS,
  HISTORY_SHOWS,
  type ActivityFilter,
  type DatePreset,
  type HistoryShow,
  type NumRange,
  type RangeKey,
} from './types';

/**
 * The filter as URL search params: flat, short keys, SI numbers (pace in s/km), sports as a
 * comma-separated list. Every field is optional and a field that does not parse falls back to
 * its default (absent), so a hand-edited or stale URL never crashes a page.
 *
 *   date=this-year | from=2024-03-01&to=2024-03-31 | sport=run,hike | minDist=5000&maxDist=10000
 *   minTime/maxTime (s) | minGain/maxGain (m) | minPace/maxPace (s/km) | q=lake | collection=<id>
 *   ids=<id>,<id>,... (a hand-picked set of activities) | show=counted|excluded|routes
 */

/** Longest text search or collection id kept from a URL. */
const MAX_TEXT_LENGTH = 200;

/** A non-negative finite number, from a number or a numeric string. */
const quantity = z
  .union([z.number(), z.string().trim().min(1)])
  .transform((v) => Number(v))
  .pipe(z.number().finite().nonnegative())
  .optional()
  .catch(undefined);

const day = z
  .string()
  .refine((s) => parseDay(s) !== null)
  .optional()
  .catch(undefined);

/** Known sports, deduplicated, in the canonical SPORTS order, comma-joined; absent when none. */
const sportList = z
  .union([z.string(), z.array(z.unknown())])
  .transform((v) => {
    const parts = (Array.isArray(v) ? v : v.split(',')).map((p) => String(p).trim().toLowerCase());
    const wanted = SPORTS.filter((s) => parts.includes(s));
    return wanted.length > 0 ? wanted.join(',') : undefined;
  })
  .optional()
  .catch(undefined);

/** Text from a string or a number (the router's default parser turns `q=10` into 10). */
const text = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).slice(0, MAX_TEXT_LENGTH))
  .refine((s) => s.length > 0)
  .optional()
  .catch(undefined);

/** Activity ids are content hashes (hex); anything id-like is accepted, other entries dropped. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
/** Most ids kept from one URL. */
const MAX_IDS = 10_000;

/** Valid ids, deduplicated, in the given order, comma-joined; absent when none. */
const idList = z
  .union([z.string(), z.array(z.unknown())])
  .transform((v) => {
    const parts = (Array.isArray(v) ? v.map(String) : v.split(',')).map((p) => p.trim());
    const ids = [...new Set(parts.filter((p) => ID_PATTERN.test(p)))].slice(0, MAX_IDS);
    return ids.length > 0 ? ids.join(',') : undefined;
  })
  .optional()
  .catch(undefined);

const RANGE_PARAMS: Record<RangeKey, { min: string; max: string }> = {
  distanceM: { min: 'minDist', max: 'maxDist' },
  durationS: { min: 'minTime', max: 'maxTime' },
  gainM: { min: 'minGain', max: 'maxGain' },
  paceSPerKm: { min: 'minPace', max: 'maxPace' },
};

export const filterSearchSchema = z.object({
  date: z
    .enum(DATE_PRESETS as [DatePreset, ...DatePreset[]])
    .optional()
    .catch(undefined),
  from: day,
  to: day,
  sport: sportList,
  minDist: quantity,
  maxDist: quantity,
  minTime: quantity,
  maxTime: quantity,
  minGain: quantity,
  maxGain: quantity,
  minPace: quantity,
  maxPace: quantity,
  q: text,
  collection: text,
  gear: text,
  ids: idList,
  show: z
    .enum(HISTORY_SHOWS as [HistoryShow, ...HistoryShow[]])
    .optional()
    .catch(undefined),
});

/** The filter's URL search params after validation. */
export type FilterSearch = z.output<typeof filterSearchSchema>;

/** Every filter key, undefined where the filter is at its default. */
export type FilterSearchPatch = {
  [K in keyof Required<FilterSearch>]: Required<FilterSearch>[K] | undefined;
};

/** The keys the filter owns in a URL (so a page can clear them and keep its own). */
export const FILTER_SEARCH_KEYS = Object.keys(filterSearchSchema.shape) as (keyof FilterSearch)[];

/**
 * The filter params every page shares (the root route validates these and keeps them from page
 * to page). The hand-picked `ids` are left out: they belong to the page they were picked for
 * (/activities, /heatmap), and /compare uses `ids` for its own comparison set.
 */
export const sharedFilterSearchSchema = filterSearchSchema.omit({ ids: true });
export type SharedFilterSearch = z.output<typeof sharedFilterSearchSchema>;
export const SHARED_FILTER_SEARCH_KEYS = Object.keys(
  sharedFilterSearchSchema.shape,
) as (keyof SharedFilterSearch)[];

/** Validates raw search params; never throws (a non-object gives the defaults). */
export function parseFilterSearch(raw: unknown): FilterSearch {
  const r = filterSearchSchema.safeParse(raw ?? {});
  return r.success ? r.data : {};
}

export const DEFAULT_FILTER: ActivityFilter = {
  date: { preset: 'all', from: null, to: null },
  sports: [],
  distanceM: { min: null, max: null },
  durationS: { min: null, max: null },
  gainM: { min: null, max: null },
  paceSPerKm: { min: null, max: null },
  text: '',
  collectionId: null,
  gear: null,
  ids: null,
  show: null,
};

function rangeFrom(search: FilterSearch, key: RangeKey): NumRange {
  const p = RANGE_PARAMS[key];
  const get = (k: string): number | null => {
    const v = (search as Record<string, unknown>)[k];
    return typeof v === 'number' ? v : null;
  };
  return { min: get(p.min), max: get(p.max) };
}

/**
 * The entries of a comma-joined list. Also takes an array: a page may hand over search params its
 * own route validated (e.g. /compare's ids are an array), not parseFilterSearch's output.
 */
function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' && value !== '' ? value.split(',') : [];
}

/** The filter model of validated search params. from/to without a preset mean a custom range. */
export function fromSearch(search: FilterSearch): ActivityFilter {
  const custom = search.from !== undefined || search.to !== undefined;
  const preset: DatePreset = search.date ?? (custom ? 'custom' : 'all');
  return {
    date: {
      preset,
      from: preset === 'custom' ? (search.from ?? null) : null,
      to: preset === 'custom' ? (search.to ?? null) : null,
    },
    sports: listOf(search.sport).filter((x): x is Sport => (SPORTS as readonly string[]).includes(x)),
    distanceM: rangeFrom(search, 'distanceM'),
    durationS: rangeFrom(search, 'durationS'),
    gainM: rangeFrom(search, 'gainM'),
    paceSPerKm: rangeFrom(search, 'paceSPerKm'),
    text: search.q ?? '',
    collectionId: search.collection ?? null,
    gear: search.gear ?? null,
    ids: search.ids === undefined ? null : listOf(search.ids),
    show: search.show ?? null,
  };
}

/**
 * Search params of a filter. Every filter key is present, undefined where the filter is at its
 * default, so spreading the result over a page's search removes cleared filters from the URL.
 */
export function toSearch(filter: ActivityFilter): FilterSearchPatch {
  const custom = filter.date.preset === 'custom';
  const dayOrUndefined = (d: string | null): string | undefined =>
    custom && d !== null && parseDay(d) !== null ? d : undefined;
  const from = dayOrUndefined(filter.date.from);
  const to = dayOrUndefined(filter.date.to);
  const sports = SPORTS.filter((s) => filter.sports.includes(s));
  const num = (v: number | null): number | undefined =>
    v === null || !Number.isFinite(v) || v < 0 ? undefined : v;
  return {
    date:
      filter.date.preset === 'all' || from !== undefined || to !== undefined ? undefined : filter.date.preset,
    from,
    to,
    sport: sports.length > 0 ? sports.join(',') : undefined,
    minDist: num(filter.distanceM.min),
    maxDist: num(filter.distanceM.max),
    minTime: num(filter.durationS.min),
    maxTime: num(filter.durationS.max),
    minGain: num(filter.gainM.min),
    maxGain: num(filter.gainM.max),
    minPace: num(filter.paceSPerKm.min),
    maxPace: num(filter.paceSPerKm.max),
    q: filter.text.length > 0 ? filter.text.slice(0, MAX_TEXT_LENGTH) : undefined,
    collection: filter.collectionId ?? undefined,
    gear: filter.gear === null || filter.gear === '' ? undefined : filter.gear.slice(0, MAX_TEXT_LENGTH),
    ids: filter.ids === null ? undefined : (idList.parse(filter.ids) ?? undefined),
    show: filter.show ?? undefined,
  };
}

/** True when the filter restricts nothing. */
export function isDefaultFilter(filter: ActivityFilter): boolean {
  return Object.values(toSearch(filter)).every((v) => v === undefined);
}
