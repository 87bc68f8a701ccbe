/**
 * The one pipeline from file bytes to everything the app stores for an activity: parse, statistics,
 * summary and view products, whatever the format (GPX, FIT, TCX: formats/parse-activity.ts). The
 * worker, the command-line tool and the Cloud Functions all call processActivity, so a number never
 * differs between them.
 */
import { keepName, MAX_NAME_CHARS } from './names';
import { applyEdits, type MergeSources } from './edits/apply-edits';
import { appliedOps, type EditHistory } from './edits/types';
import { analyzeIndoor, sliceTrack, withoutHeat, withoutMap } from './formats/indoor';
import { fromGpx, parseActivity } from './formats/parse-activity';
import type { ParsedActivity, ParsedLeg } from './formats/types';
import type { ParsedGpx, TrackData } from './track/types';
import { contentId } from './hash';
import { deriveViewProductsFromAnalysis } from './series/view-products';
import type { ViewProducts } from './series/types';
import {
  elevationFlag,
  noTrackReason,
  partFlag,
  routeFlag,
  virtualFlag,
  type RouteReason,
} from './sanity/messages';
import { loggerParts } from './sanity/logger-split';
import { paddingReason } from './sanity/padding';
import { maskImplausibleElevation, applySanity } from './sanity/rules';
import type { LoggerPart, SanityFlag } from './sanity/types';
import { CLOCK_NOT_SET_WARNING, clockNotSet, dropWildTimes } from './sanity/wild-times';
import { analyzeTrack } from './stats/analysis';
import { computeStatsFromAnalysis, type StatsOptions } from './stats/compute-stats';
import { guessSportChecked } from './sanity/sport-guess';
import { summarize } from './stats/summarize';
import { curvesOfTrack, FOOT_SPORTS } from './curves/track-curves';
import type { ActivityLeg, TrackStats, TrackSummary } from './stats/types';
import { trainingProduct } from './training/training-product';
import { resampleOneHz } from './streams/one-hz';

export interface ActivityPiece {
  summary: TrackSummary;
  track: TrackData;
  products: ViewProducts;
}

/**
 * One file's activity. A data logger's file (sanity/logger-split.ts) gives several: the first is
 * this one (its id is the file's content id), the others are in otherParts (ids `<id>-part<k>`),
 * each with summary.part naming the shared original.
 */
export interface ProcessedActivity extends ActivityPiece {
  otherParts: ActivityPiece[];
}

export interface ProcessGpxMeta {
  fileName: string;
  /** Epoch ms written into the summary; now when absent. */
  importedAt?: number;
  /** The content id (contentId of these bytes) when the caller already has it; computed otherwise. */
  id?: string;
  /** The person's edits of one of the file's activities (domain/edits): applied before statistics. */
  edits?: ActivityEdits;
}

/**
 * Edits of the activity with this id (the file's own, or one part of a logger's file): its
 * history, whose applied operations are applied to its track before statistics, and the tracks
 * of the activities its merges take (each as edited).
 */
export interface ActivityEdits {
  id: string;
  history: EditHistory;
  sources?: MergeSources;
}

function statsOf(track: TrackData, indoor: boolean, options?: StatsOptions) {
  const analysis = indoor
    ? analyzeIndoor(track, options?.elevationSource)
    : analyzeTrack(track, options?.elevationSource);
  return { analysis, stats: computeStatsFromAnalysis(track, analysis, options) };
}

/** A multisport leg's own statistics (its points only) beside the device's. */
function legStats(track: TrackData, leg: ParsedLeg, indoor: boolean, options?: StatsOptions): ActivityLeg {
  const part = sliceTrack(track, leg.startIndex, leg.endIndex);
  const legIndoor = indoor || (part.length > 0 && !part.lat.some(Number.isFinite));
  if (legIndoor && part.dist === undefined) part.dist = new Float64Array(part.length).fill(NaN);
  const stats: TrackStats = statsOf(part, legIndoor, options).stats;
  return {
    sport: guessSportChecked(leg.sport, stats),
    // The file's own text: kept as a name is (one line, at most MAX_NAME_CHARS), so a crafted
    // file's sport cannot make the summary one the stores refuse.
    sportName: keepName(leg.sport).name,
    startTime: stats.startTime,
    points: stats.points,
    distanceM: stats.distanceM,
    elapsedS: stats.elapsedS,
    movingS: stats.movingS,
    avgHr: stats.avgHr,
    deviceDistanceM: leg.device.distanceM,
    deviceTimerS: leg.device.timerS,
  };
}

/**
 * Statistics of a parsed activity: the whole track's (indoor and virtual activities by their
 * distance channel) and each multisport leg's. The command-line tool stops here; processParsed
 * goes on to the view products.
 */
export function activityStats(parsed: ParsedActivity, given?: StatsOptions) {
  // A device that says it has a barometer: its altitude is the altimeter's (elevation-source.ts).
  const options: StatsOptions | undefined =
    given?.elevationSource === undefined && parsed.deviceFacts?.barometer === true
      ? { ...given, elevationSource: 'barometric' }
      : given;
  const { analysis, stats } = statsOf(parsed.track, parsed.indoor || parsed.virtual, options);
  const legs = parsed.legs.map((leg) => legStats(parsed.track, leg, parsed.indoor, options));
  return { analysis, stats, legs };
}

interface PieceMeta {
  id: string;
  fileName: string;
  fileSize: number;
  importedAt: number;
  edits?: ActivityEdits;
}

/**
 * The piece as edited (domain/edits): its track through the applied operations. Multisport legs
 * address points by index, so an edited activity keeps none. Throws an EditError on an edit that
 * cannot be made.
 */
function editedPiece(
  parsed: ParsedActivity,
  meta: PieceMeta,
): { parsed: ParsedActivity; history: EditHistory | null } {
  const edits = meta.edits?.id === meta.id ? meta.edits : undefined;
  if (edits === undefined) return { parsed, history: null };
  const ops = appliedOps(edits.history);
  if (ops.length === 0) return { parsed, history: edits.history };
  const track = applyEdits(parsed.track, ops, edits.sources);
  return { parsed: { ...parsed, track, legs: [] }, history: edits.history };
}

/** Statistics, summary (sanity rules applied) and view products of one whole track or part. */
function processPiece(
  whole: ParsedActivity,
  meta: PieceMeta,
  extraFlags: SanityFlag[],
  part: LoggerPart | null,
  given?: StatsOptions,
): ActivityPiece {
  const { parsed, history } = editedPiece(whole, meta);
  const track = parsed.track;
  const { analysis, stats, legs } = activityStats(parsed, given);
  // One 1 Hz resampling for both per-second products: curves and training (streams/one-hz.ts).
  const oneHz = resampleOneHz(track, analysis.cum);
  const base = withoutUnsetDate(track, summarize(parsed, stats, meta, legs));
  const summary = { ...base, training: trainingProduct(track, oneHz, FOOT_SPORTS.includes(base.sport)) };
  const products = {
    ...deriveViewProductsFromAnalysis(track, analysis),
    curves: curvesOfTrack(track, analysis.cum, summary.sport, oneHz),
  };
  const kind = extraFlags.some((f) => f.code === 'route') ? 'route' : 'activity';
  return {
    summary: applySanity({
      ...summary,
      flags: [...summary.flags, ...extraFlags],
      part,
      edits: history,
      kind,
    }),
    track,
    products: parsed.indoor ? withoutMap(products) : parsed.virtual ? withoutHeat(products) : products,
  };
}

/**
 * Why the file is a route, not an activity (sanity/history.ts), or null: a GPX file of planned
 * routes only, a FIT course, or a track with positions but not a single valid time (nothing says
 * when, or whether, anyone went there: a line drawn in a planner, with or without waypoints).
 */
export function routeReason(parsed: ParsedActivity): RouteReason | null {
  if (parsed.fromRoutes === true) return parsed.format === 'fit' ? 'fit-course' : 'gpx-routes';
  if (parsed.indoor || parsed.track.length === 0) return null;
  return parsed.track.time.some(Number.isFinite) ? null : 'no-times';
}

/** A summary whose times all come from an unset clock (sanity/wild-times.ts) has no date. */
function withoutUnsetDate(track: TrackData, summary: TrackSummary): TrackSummary {
  if (!clockNotSet(track.time)) return summary;
  return { ...summary, startTime: null, warnings: [...summary.warnings, CLOCK_NOT_SET_WARNING] };
}

/** The parse with its wild timestamps' points dropped and a warning each (sanity/wild-times.ts). */
function withoutWildTimes(parsed: ParsedActivity): ParsedActivity {
  const { track, keptBefore, warnings } = dropWildTimes(parsed.track);
  if (keptBefore === null) return parsed;
  return {
    ...parsed,
    track,
    warnings: [...parsed.warnings, ...warnings],
    droppedPoints: parsed.droppedPoints + warnings.length,
    legs: parsed.legs.map((l) => ({
      ...l,
      startIndex: keptBefore(l.startIndex),
      endIndex: keptBefore(l.endIndex),
    })),
  };
}

/** The parse result of points [from, to) of a logger file: no legs (a logger writes none). */
function partOf(parsed: ParsedActivity, from: number, to: number): ParsedActivity {
  return { ...parsed, track: sliceTrack(parsed.track, from, to), legs: [] };
}

/**
 * Statistics, summary and view products of an already parsed file (id = content hash): elevations
 * out of range masked first (sanity/rules.ts), a logger's file cut into parts (logger-split.ts).
 */
export function processParsed(
  input: ParsedGpx | ParsedActivity,
  meta: PieceMeta,
  options?: StatsOptions,
): ProcessedActivity {
  const parsed = withoutWildTimes('format' in input ? input : fromGpx(input));
  if (parsed.track.length === 0) throw new Error(noTrackReason(input));
  const padding = paddingReason(meta.fileSize, parsed.track.length);
  if (padding !== null) throw new Error(padding);
  const masked = maskImplausibleElevation(parsed.track.ele);
  const flags: SanityFlag[] = masked > 0 ? [elevationFlag(masked)] : [];
  const route = routeReason(parsed);
  if (route !== null) flags.push(routeFlag(route));
  if (parsed.virtual) flags.push(virtualFlag());
  const parts = loggerParts(parsed.track);
  if (parts.length === 0) return { ...processPiece(parsed, meta, flags, null, options), otherParts: [] };
  const pieces = parts.map(({ startIndex, endIndex }, k) => {
    const part: LoggerPart = { sourceId: meta.id, index: k + 1, count: parts.length };
    const id = k === 0 ? meta.id : `${meta.id}-part${k + 1}`;
    const piece = processPiece(
      partOf(parsed, startIndex, endIndex),
      { ...meta, id },
      [...flags, partFlag(part)],
      part,
      options,
    );
    return {
      ...piece,
      summary: { ...piece.summary, name: withPartSuffix(piece.summary.name, ` (${k + 1}/${parts.length})`) },
    };
  });
  const [first, ...otherParts] = pieces;
  return { ...first!, otherParts };
}

/** `name` + `suffix`, the name shortened (names.ts) so that both fit in MAX_NAME_CHARS. */
function withPartSuffix(name: string, suffix: string): string {
  return keepName(name, MAX_NAME_CHARS - suffix.length).name + suffix;
}

/**
 * Parses file bytes (GPX, FIT or TCX, found from the content; already unzipped) and derives the
 * activity. Throws an Error with a one-line message for a file that cannot be read.
 */
export async function processActivity(
  bytes: Uint8Array,
  meta: ProcessGpxMeta,
  options?: StatsOptions,
): Promise<ProcessedActivity> {
  const id = meta.id ?? (await contentId(bytes));
  const parsed = parseActivity(bytes, meta.fileName);
  const pieceMeta: PieceMeta = {
    id,
    fileName: meta.fileName,
    fileSize: bytes.byteLength,
    importedAt: meta.importedAt ?? Date.now(),
  };
  if (meta.edits !== undefined) pieceMeta.edits = meta.edits;
  return processParsed(parsed, pieceMeta, options);
}
