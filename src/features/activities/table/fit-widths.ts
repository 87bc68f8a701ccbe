/**
 * Column widths that keep every value whole (issue 41: no number cut, a phone's pace column
 * included): a value column is as wide as the widest text it can show (its header, with the sort
 * mark when it is sorted by, its totals cell, its widest cell) as the browser draws it in the table's own
 * fonts, plus the cells' padding.
 * - Which cell is widest is found without formatting every row: a number's text grows with its
 *   size, so the candidates are the rows with the largest and the smallest value of the column
 *   (ColumnSpec.csv, in display units), once per kind where the text runs the other way (a pace
 *   grows as the speed falls: usesPace). A column whose text is no number names its widest texts
 *   itself (ColumnSpec.widestTexts: the date's longest day and month names, "date unknown").
 * - The texts are laid out once, hidden, in an element with the table's classes, and read in one
 *   layout (tabular digits and all, as the cells are drawn).
 * - The sport is measured as its button draws it (ColumnSpec.measureClass), every sport's name; the
 *   gear as wide as its longest name up to its set width (ColumnSpec.fitText). Other text columns
 *   (name, file name) keep their set widths: a long name ends in an ellipsis and is whole in its
 *   tooltip, on the activity page and in the CSV.
 * - A phone's headers may wrap at a space (two lines fit the header row): their widest word counts.
 * Where nothing is laid out (jsdom: every width reads 0) the set widths stand.
 */
import type { SortExtras } from '../../../domain/filters';
import type { TrackSummary } from '../../../domain/stats/types';
import type { UnitSystem } from '../../../domain/units';
import { usesPace } from '../../../lib/format';
import { cellText, type ColumnSpec } from './column-specs';

/** What the sort mark adds to a sorted column's header: the arrow, and its index in a multi-sort. */
const SORT_MARK = '▼';
const MULTI_SORT_MARK = '▼9';
/** Rounding room, CSS pixels: a fraction of a pixel lost would cut the last character. */
const SPARE_PX = 1;

export interface FitColumn {
  id: string;
  spec: ColumnSpec;
  /** The visible header text. */
  header: string;
  /** The totals cell's text, if the column has one. */
  total: string | null;
  /** Its header carries the sort mark: 'one' sort key, or one of 'many'. */
  sorted: 'one' | 'many' | null;
}

/** Text columns keep their set widths (definition above), but for those that fit their text. */
const isMeasured = (spec: ColumnSpec) =>
  spec.align === 'end' || spec.widestTexts !== undefined || spec.fitText === true;

/** The candidates for a column's widest cell text (definition above). */
export function widestCandidates(
  spec: ColumnSpec,
  rows: readonly TrackSummary[],
  units: UnitSystem,
  extras: SortExtras,
  compact: boolean,
): string[] {
  if (spec.widestTexts) return spec.widestTexts(units, compact);
  // A short text of its own (gear): every distinct text.
  if (spec.fitText) return [...new Set(rows.map((s) => cellText(spec, s, units, extras, compact)))];
  // Per kind (pace or not, for the pace / speed column): the rows of the largest and smallest value.
  const kinds = new Map<boolean, { min: number; max: number; lo: TrackSummary; hi: TrackSummary }>();
  for (const s of rows) {
    const v = spec.csv(s, units, extras);
    if (typeof v !== 'number' || !Number.isFinite(v)) continue;
    const kind = spec.id === 'speed' && usesPace(s.sport);
    const k = kinds.get(kind);
    if (!k) kinds.set(kind, { min: v, max: v, lo: s, hi: s });
    else if (v > k.max) Object.assign(k, { max: v, hi: s });
    else if (v < k.min) Object.assign(k, { min: v, lo: s });
  }
  return [...kinds.values()].flatMap((k) =>
    [k.lo, k.hi].map((s) => cellText(spec, s, units, extras, compact)),
  );
}

/**
 * The width each value column needs, CSS pixels, measured inside `host` (the table's scroll box)
 * with the table's classes; an empty map where nothing is laid out.
 */
export function measureColumnWidths(
  host: HTMLElement,
  table: HTMLTableElement,
  columns: readonly FitColumn[],
  rows: readonly TrackSummary[],
  units: UnitSystem,
  extras: SortExtras,
  compact: boolean,
): Map<string, number> {
  const out = new Map<string, number>();
  const th = table.querySelector<HTMLElement>('thead th:not(.activities-table__select)');
  if (!th) return out;
  const thStyle = getComputedStyle(th);
  const padding = parseFloat(thStyle.paddingLeft) + parseFloat(thStyle.paddingRight) || 0;
  const box = document.createElement('div');
  box.className = table.className;
  box.setAttribute('aria-hidden', 'true');
  Object.assign(box.style, {
    position: 'absolute',
    visibility: 'hidden',
    pointerEvents: 'none',
    top: '0',
    left: '0',
    width: 'max-content',
    whiteSpace: 'nowrap',
  });
  const span = (text: string, weight?: string, className?: string) => {
    const el = document.createElement('span');
    el.textContent = text;
    if (className) el.className = className;
    el.style.display = 'block';
    el.style.width = 'max-content';
    if (weight) el.style.fontWeight = weight;
    box.append(el);
    return el;
  };
  const mark = (sorted: 'one' | 'many' | null) => {
    const el = document.createElement('span');
    el.className = 'activities-table__sort-mark';
    el.textContent = sorted === 'many' ? MULTI_SORT_MARK : sorted === 'one' ? SORT_MARK : '';
    return el;
  };
  // A phone's headers wrap at spaces (activities.css): their widest word counts, the mark on the last.
  const headLines = (header: string) => (compact ? header.split(' ') : [header]);
  const spans = columns
    .filter((c) => isMeasured(c.spec))
    .map((c) => {
      const lines = headLines(c.header).map((line) => span(line, thStyle.fontWeight));
      // The mark's element is there, empty, in every header (its margin counts too).
      lines.at(-1)?.append(mark(c.sorted));
      const texts = [...new Set(widestCandidates(c.spec, rows, units, extras, compact))];
      const cells = [...lines, ...texts.map((t) => span(t, undefined, c.spec.measureClass))];
      // The totals row is bold, as the header.
      if (c.total !== null) cells.push(span(c.total, thStyle.fontWeight));
      return { id: c.id, cells, cap: c.spec.fitText ? c.spec.width : Infinity };
    });
  host.append(box);
  try {
    for (const { id, cells, cap } of spans) {
      const widest = Math.max(...cells.map((c) => c.getBoundingClientRect().width));
      if (widest > 0) out.set(id, Math.min(cap, Math.ceil(widest + padding + SPARE_PX)));
    }
  } finally {
    box.remove();
  }
  return out;
}
