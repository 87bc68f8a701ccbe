/** The toolbar above the table: row count, CSV export, columns, and the actions on the selection. */
import type { ReactNode } from 'react';
import { formatCount } from '../../../lib/format';
import { RouterLink } from './collections-panel';

export interface SelectionBarProps {
  shownCount: number;
  totalCount: number;
  selectedIds: string[];
  /** Selected activities the current filters hide. */
  hiddenSelected: number;
  compareHref: string;
  heatmapHref: string;
  go: (href: string) => void;
  onClearSelection: () => void;
  onExportCsv: () => void;
  onExportZip: () => void;
  zipBusy: boolean;
  /** Privacy zones are defined: the zip holds GPX tracks without them, not the original files. */
  zipCut: boolean;
  onDelete: () => void;
  /** The column chooser. */
  columns: ReactNode;
  /** Sport and counting of the selection (bulk-choices.tsx), shown with the selection's actions. */
  bulk?: ReactNode;
  /** A one-line message after an action (export done, failures). */
  notice: string | null;
}

export function SelectionBar(props: SelectionBarProps) {
  const n = props.selectedIds.length;
  return (
    <div className="activities-toolbar" role="toolbar" aria-label="Activity actions">
      <p className="activities-toolbar__count" aria-live="polite">
        {props.shownCount === props.totalCount
          ? formatCount(props.totalCount, 'activity', 'activities')
          : `${props.shownCount.toLocaleString('en-US')} of ${formatCount(props.totalCount, 'activity', 'activities')}`}
        {n > 0 ? ` · ${n.toLocaleString('en-US')} selected` : ''}
        {props.hiddenSelected > 0
          ? ` (${props.hiddenSelected.toLocaleString('en-US')} hidden by the filters)`
          : ''}
      </p>
      <div className="activities-toolbar__actions">
        {n > 0 ? (
          <>
            <RouterLink href={props.compareHref} go={props.go} className="btn btn--primary btn--sm">
              Compare {n}
            </RouterLink>
            <RouterLink href={props.heatmapHref} go={props.go} className="btn btn--secondary btn--sm">
              Show on heatmap
            </RouterLink>
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              onClick={props.onExportZip}
              disabled={props.zipBusy}
              aria-busy={props.zipBusy || undefined}
            >
              {props.zipBusy
                ? 'Zipping…'
                : props.zipCut
                  ? 'Download GPX without privacy zones (.zip)'
                  : 'Download originals (.zip)'}
            </button>
            {props.bulk}
            <button type="button" className="btn btn--danger btn--sm" onClick={props.onDelete}>
              Delete {n}…
            </button>
            <button type="button" className="btn btn--ghost btn--sm" onClick={props.onClearSelection}>
              Clear selection
            </button>
          </>
        ) : null}
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          onClick={props.onExportCsv}
          disabled={props.shownCount === 0}
        >
          Export CSV
        </button>
        {props.columns}
      </div>
      {props.notice ? (
        <p className="activities-toolbar__notice" role="status">
          {props.notice}
        </p>
      ) : null}
    </div>
  );
}
