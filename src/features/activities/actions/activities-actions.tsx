/** Wires the toolbar: CSV of the shown rows, zip of the selected originals, delete, links. */
import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import type { RowSelectionState } from '@tanstack/react-table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../components/error-panel';
import type { SortExtras } from '../../../domain/filters';
import type { TrackSummary } from '../../../domain/stats/types';
import { pluralWord } from '../../../lib/format';
import { useSettings } from '../../../lib/settings';
import { useTrackStore } from '../../../lib/store-context';
import { useDeleteActivities } from '../../../lib/track-queries';
import { BulkChoices } from './bulk-choices';
import { ColumnChooser } from '../table/column-chooser';
import { columnSpec, type ColumnSpec } from '../table/column-specs';
import { buildCsv } from '../export/csv';
import { downloadBlob } from '../../../lib/download-blob';
import { datedFileStem } from '../export/download';
import { SelectionBar } from './selection-bar';
import type { TablePrefs } from '../table/table-prefs';
import type { UrlFilter } from '../filter/use-url-filter';
import { zipActivities } from '../export/zip-export';

export interface ActivitiesActionsProps {
  /** The shown rows, in display order. */
  rows: TrackSummary[];
  total: number;
  selectedIds: string[];
  onSelectionChange: Dispatch<SetStateAction<RowSelectionState>>;
  prefs: TablePrefs;
  onPrefsChange: (next: TablePrefs) => void;
  url: UrlFilter;
  /** Values not in the summaries (new tiles), for the CSV. */
  extras: SortExtras;
  /** Every stored summary, to find the selected ones (also those the filters hide). */
  all?: readonly TrackSummary[];
}

export function ActivitiesActions(props: ActivitiesActionsProps) {
  const { rows, selectedIds, prefs, url } = props;
  const { units, privacyZones } = useSettings();
  const store = useTrackStore();
  const del = useDeleteActivities();
  const [notice, setNotice] = useState<string | null>(null);
  const [zipBusy, setZipBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const hiddenSelected = useMemo(() => {
    if (selectedIds.length === 0) return 0;
    const shown = new Set(rows.map((r) => r.id));
    return selectedIds.filter((id) => !shown.has(id)).length;
  }, [rows, selectedIds]);

  const selected = useMemo(() => {
    const ids = new Set(selectedIds);
    return (props.all ?? rows).filter((s) => ids.has(s.id));
  }, [props.all, rows, selectedIds]);

  const exportCsv = () => {
    const columns = prefs.order
      .filter((id) => prefs.visibility[id])
      .map((id) => columnSpec(id) as ColumnSpec);
    const csv = buildCsv(rows, columns, units, props.extras);
    downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${datedFileStem('activities')}.csv`);
    setNotice(`Exported ${rows.length} ${pluralWord(rows.length, 'activity', 'activities')} as CSV.`);
  };

  const exportZip = async () => {
    setZipBusy(true);
    setNotice(null);
    try {
      const out = await zipActivities(store, selectedIds, privacyZones);
      downloadBlob(
        new Blob([out.bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }),
        `${datedFileStem('activities')}.zip`,
      );
      const what = out.cut ? 'track' : 'original file';
      const missing = out.missing.length > 0 ? ` ${out.missing.length} ${what}(s) were not found.` : '';
      const hidden =
        out.hidden.length > 0 ? ` ${out.hidden.length} lying wholly inside privacy zones left out.` : '';
      const files = out.cut
        ? `GPX ${pluralWord(out.count, 'file', 'files')} without the privacy zones`
        : `original ${pluralWord(out.count, 'file', 'files')}`;
      setNotice(`Zipped ${out.count} ${files}.${missing}${hidden}`);
    } catch (err) {
      setNotice(`Could not build the zip: ${errorMessage(err)}`);
    } finally {
      setZipBusy(false);
    }
  };

  const confirmDelete = () => {
    const ids = selectedIds;
    del.mutate(ids, {
      onSuccess: () => {
        props.onSelectionChange({});
        setNotice(`Deleted ${ids.length} ${pluralWord(ids.length, 'activity', 'activities')}.`);
      },
      onError: (err) => setNotice(`Could not delete: ${errorMessage(err)}`),
      onSettled: () => setConfirming(false),
    });
  };

  const idsParam = selectedIds.join(',');
  return (
    <>
      <SelectionBar
        shownCount={rows.length}
        totalCount={props.total}
        selectedIds={selectedIds}
        hiddenSelected={hiddenSelected}
        compareHref={url.hrefFor('/compare', { ...url.carried, ids: idsParam })}
        heatmapHref={url.hrefFor('/heatmap', { ...url.carried, ids: idsParam })}
        go={url.go}
        onClearSelection={() => props.onSelectionChange({})}
        onExportCsv={exportCsv}
        onExportZip={() => void exportZip()}
        zipBusy={zipBusy}
        zipCut={privacyZones.length > 0}
        onDelete={() => setConfirming(true)}
        columns={<ColumnChooser prefs={prefs} onChange={props.onPrefsChange} />}
        bulk={<BulkChoices selected={selected} onNotice={setNotice} />}
        notice={notice}
      />
      <ConfirmDialog
        open={confirming}
        title={`Delete ${selectedIds.length} ${pluralWord(selectedIds.length, 'activity', 'activities')}?`}
        confirmLabel="Delete"
        tone="danger"
        busy={del.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      >
        {selectedIds.length === 1 ? 'The activity' : `The ${selectedIds.length} activities`} and every stored
        piece (track, charts, original file) will be removed from this browser. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
