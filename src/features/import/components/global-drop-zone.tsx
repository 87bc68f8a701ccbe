/**
 * Drag and drop anywhere on the page: files, folders (walked with webkitGetAsEntry) and zips.
 * An overlay shows while files are dragged over the window. Keyboard and screen-reader users have
 * the pickers on the Import page; the overlay itself is decorative.
 */
import { useEffect, useState } from 'react';
import { UploadIcon } from '../../../components/icons';
import { guardLeaving, requestPersistentStorage } from '../import-guards';
import { useImportActions, useImportSnapshot, type ImportActions } from '../use-import';
import '../import.css';

const carriesFiles = (event: DragEvent): boolean => event.dataTransfer?.types.includes('Files') ?? false;

/** Must run during the drop event: the DataTransfer is emptied afterwards. */
export function importDataTransfer(
  data: DataTransfer,
  actions: Pick<ImportActions, 'importEntries' | 'importFiles'>,
): void {
  const entries: FileSystemEntry[] = [];
  for (const item of Array.from(data.items)) {
    const entry = item.kind === 'file' ? item.webkitGetAsEntry?.() : null;
    if (entry) entries.push(entry);
  }
  if (entries.length > 0) actions.importEntries(entries);
  else actions.importFiles(Array.from(data.files));
}

/** Mounted with the drop zone (on every page): asks before leaving mid-import, asks for persistent storage. */
function useImportGuards(): void {
  const snapshot = useImportSnapshot();
  const { phase } = snapshot;
  const stored = snapshot.counts.imported > 0;
  useEffect(() => guardLeaving(phase, window), [phase]);
  useEffect(() => {
    if (stored) void requestPersistentStorage(navigator.storage);
  }, [stored]);
}

export function GlobalDropZone() {
  const actions = useImportActions();
  const [dragging, setDragging] = useState(false);
  useImportGuards();

  useEffect(() => {
    let depth = 0;
    const onEnter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth++;
      setDragging(true);
    };
    const onOver = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const onLeave = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const onDrop = (event: DragEvent) => {
      depth = 0;
      setDragging(false);
      if (!carriesFiles(event) || !event.dataTransfer) return;
      event.preventDefault();
      importDataTransfer(event.dataTransfer, actions);
    };
    window.addEventListener('dragenter', onEnter);
    window.addEventListener('dragover', onOver);
    window.addEventListener('dragleave', onLeave);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('dragenter', onEnter);
      window.removeEventListener('dragover', onOver);
      window.removeEventListener('dragleave', onLeave);
      window.removeEventListener('drop', onDrop);
    };
  }, [actions]);

  if (!dragging) return null;
  return (
    <div className="drop-overlay" aria-hidden="true">
      <div className="drop-overlay__box">
        <UploadIcon size={40} />
        <p className="drop-overlay__title">Drop to import</p>
        <p className="drop-overlay__hint">
          GPX, FIT or TCX files (also .gz), folders or a Strava / Garmin export .zip
        </p>
      </div>
    </div>
  );
}
