/**
 * On the next visit after an import was cut short (tab closed, reload, crash): what it had stored
 * and what not, and a way to finish it: choosing the same files or folder again imports only what
 * is missing (import-journal.ts).
 */
import { Fragment, useState } from 'react';
import { Button } from '../../../components/button';
import { formatCount } from '../../../lib/format';
import { clearJournal, type ImportJournalEntry } from '../controller/import-journal';
import { useImportActions, previousImport } from '../use-import';
import { FilePickers } from './file-pickers';
import '../import.css';

function startedLine(entry: ImportJournalEntry): string {
  return new Date(entry.startedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** "35 imported, 3 already there, 2 failed": the parts that are not zero. */
function handledParts(entry: ImportJournalEntry): string {
  const parts = [
    entry.imported > 0 ? `${entry.imported} imported` : null,
    entry.duplicate > 0 ? `${entry.duplicate} already there` : null,
    entry.skipped > 0 ? `${entry.skipped} skipped` : null,
    entry.failed > 0 ? `${entry.failed} failed` : null,
  ].filter((p) => p !== null);
  return parts.length > 0 ? parts.join(', ') : 'none stored';
}

export function InterruptedImportNotice() {
  const [entry, setEntry] = useState(previousImport);
  const { importFiles } = useImportActions();
  if (!entry) return null;
  const dismiss = () => {
    clearJournal();
    setEntry(null);
  };
  const notReached = Math.max(0, entry.total - entry.done);
  const more = entry.failed - entry.failedNames.length;
  return (
    <section className="import-interrupted card" role="status" aria-labelledby="import-interrupted-title">
      <h2 id="import-interrupted-title" className="import-interrupted__title">
        Your last import stopped before it finished
      </h2>
      <p>
        Started {startedLine(entry)}, it stopped at {entry.done} of{' '}
        {formatCount(entry.total, 'file', 'files')}: {handledParts(entry)}.{' '}
        {notReached > 0 ? `${formatCount(notReached, 'file was', 'files were')} not reached. ` : ''}
        What was imported is kept.
      </p>
      {entry.failedNames.length > 0 ? (
        <p className="import-interrupted__failed">
          Failed:{' '}
          {entry.failedNames.map((name, i) => (
            <Fragment key={i}>
              {i > 0 ? ', ' : ''}
              <bdi>{name}</bdi>
            </Fragment>
          ))}
          {more > 0 ? ` and ${more} more` : ''}.
        </p>
      ) : null}
      <p className="muted">
        Choose the same files or folder again to finish it: only what is missing is imported.
      </p>
      <div className="cluster">
        <FilePickers
          onFiles={(files) => {
            dismiss();
            importFiles(files);
          }}
        />
        <Button onClick={dismiss}>Dismiss</Button>
      </div>
    </section>
  );
}
