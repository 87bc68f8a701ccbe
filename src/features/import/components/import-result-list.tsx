/**
 * The per-file results: a filter by outcome and the list, virtualised once it is long (a bulk
 * export gives thousands of lines).
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useMemo, useRef, useState, type CSSProperties } from 'react';
import { FILE_STATUSES, type FileResult, type FileStatus, type ImportSnapshot } from '../controller/types';
import { STATUS_LABEL } from './progress-format';

/** Lists longer than this are virtualised. */
export const VIRTUALIZE_AFTER = 60;
/** Estimated row height in px (path and one line of detail); rows are measured once drawn. */
export const ROW_HEIGHT = 44;

type Filter = FileStatus | 'all';

interface RowProps {
  result: FileResult;
  /** Offset from the top in a virtualised list (absolutely positioned rows). */
  top?: number;
  index?: number;
  measure?: (element: HTMLLIElement | null) => void;
  onImportAnyway?: (seq: number) => void;
  onMerge?: ((seq: number) => void) | undefined;
}

/** One file: its outcome, its path, and the activity name or the reason (wrapped, never cut). */
const ResultRow = memo(function ResultRow({
  result,
  top,
  index,
  measure,
  onImportAnyway,
  onMerge,
}: RowProps) {
  const style: CSSProperties | undefined =
    top === undefined
      ? undefined
      : { position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${top}px)` };
  return (
    <li
      className={`import-result import-result--${result.status}`}
      style={style}
      data-index={index}
      ref={measure}
    >
      <span className="import-result__status">{STATUS_LABEL[result.status]}</span>
      <span className="import-result__text">
        <span className="import-result__path" title={result.path}>
          {result.path}
        </span>
        <span className="import-result__detail">{result.detail}</span>
        {result.warnings ? <ReadingProblems warnings={result.warnings} /> : null}
      </span>
      {(result.canMerge && onMerge) || (result.canImportAnyway && onImportAnyway) ? (
        <span className="import-result__actions">
          {result.canMerge && onMerge ? (
            <button
              type="button"
              className="import-result__action"
              aria-label={`Merge ${result.path} into the activity kept`}
              title="Keep one activity: what this file adds (names and sport from an export, a description, gear) goes onto the one kept"
              onClick={() => onMerge(result.seq)}
            >
              Merge
            </button>
          ) : null}
          {result.canImportAnyway && onImportAnyway ? (
            <button
              type="button"
              className="import-result__action"
              aria-label={`Import ${result.path} anyway`}
              onClick={() => onImportAnyway(result.seq)}
            >
              Import anyway
            </button>
          ) : null}
        </span>
      ) : null}
    </li>
  );
});

/** "Read with 2 problems: …": an imported file whose reading met problems, with each reason. */
function ReadingProblems({ warnings }: { warnings: readonly string[] }) {
  const count = warnings.length === 1 ? 'a problem' : `${warnings.length} problems`;
  return (
    <span className="import-result__warnings">
      <span className="import-result__warn-mark">Read with {count}:</span> {warnings.join(' · ')}
    </span>
  );
}

interface RowsProps {
  results: readonly FileResult[];
  label: string;
  onImportAnyway?: ((seq: number) => void) | undefined;
  onMerge?: ((seq: number) => void) | undefined;
}

function VirtualRows({ results, label, onImportAnyway, onMerge }: RowsProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render only
  const virtualizer = useVirtualizer({
    count: results.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  return (
    <div
      ref={scrollRef}
      className="import-results__scroll"
      // A scrollable area must take focus so that keyboard users can scroll it (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable-region-focusable
      tabIndex={0}
      aria-label={`${label} (scrollable)`}
      role="group"
    >
      <ul
        className="import-results__list"
        aria-label={label}
        style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const result = results[row.index];
          return result ? (
            <ResultRow
              key={result.seq}
              result={result}
              index={row.index}
              measure={virtualizer.measureElement}
              top={row.start}
              onImportAnyway={onImportAnyway}
              onMerge={onMerge}
            />
          ) : null;
        })}
      </ul>
    </div>
  );
}

export function ImportResultList({
  snapshot,
  onImportAnyway,
  onMerge,
}: {
  snapshot: ImportSnapshot;
  onImportAnyway?: ((seq: number) => void) | undefined;
  onMerge?: ((seq: number) => void) | undefined;
}) {
  const [filter, setFilter] = useState<Filter>('all');
  const results = useMemo(
    () => (filter === 'all' ? snapshot.results : snapshot.results.filter((r) => r.status === filter)),
    [snapshot.results, filter],
  );
  const label = filter === 'all' ? 'Results per file' : `${STATUS_LABEL[filter]} files`;
  return (
    <div className="import-results">
      <div className="import-results__filters" role="group" aria-label="Show results">
        {(['all', ...FILE_STATUSES] as const).map((f) => (
          <button
            key={f}
            type="button"
            className={`import-chip import-chip--${f}`}
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
          >
            {f === 'all' ? 'All' : STATUS_LABEL[f]}{' '}
            <span className="import-chip__count">{f === 'all' ? snapshot.done : snapshot.counts[f]}</span>
          </button>
        ))}
      </div>
      {results.length === 0 ? (
        <p className="import-results__empty muted">
          {snapshot.done === 0 ? 'Results appear here as files finish.' : 'No files in this group.'}
        </p>
      ) : results.length > VIRTUALIZE_AFTER ? (
        <VirtualRows results={results} label={label} onImportAnyway={onImportAnyway} onMerge={onMerge} />
      ) : (
        <div className="import-results__scroll">
          <ul className="import-results__list" aria-label={label}>
            {results.map((r) => (
              <ResultRow key={r.seq} result={r} onImportAnyway={onImportAnyway} onMerge={onMerge} />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
