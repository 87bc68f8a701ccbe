/** The Import page: pickers, what can be imported, and the demo set. */
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/button';
import { useTrackStore } from '../../../lib/store-context';
import { DEMO_COUNT } from '../demo-source';
import { useImportActions, useImportSnapshot } from '../use-import';
import { FilePickers } from './file-pickers';
import '../import.css';

export function ImportPage() {
  const { importFiles, loadDemo } = useImportActions();
  const running = useImportSnapshot().phase === 'running';
  const store = useTrackStore();
  const where = store.kind === 'local' ? 'in this browser (nothing is uploaded)' : 'in your account';

  return (
    <>
      <PageHeader
        title="Import"
        description="Add GPX, FIT and TCX files from your device, a folder or a whole Strava / Garmin export."
      />
      <div className="import-page">
        <section className="card import-page__drop" aria-labelledby="import-files-title">
          <h2 id="import-files-title" className="card__title">
            Add your activities
          </h2>
          <p>Drop files or folders anywhere on this page, or choose them:</p>
          <FilePickers onFiles={importFiles} />
          <ul className="import-page__formats muted">
            <li>
              <strong>.gpx</strong>, <strong>.fit</strong> and <strong>.tcx</strong> files, each also gzipped
              (<strong>.gz</strong>), as many as you like.
            </li>
            <li>
              A Strava bulk export (<strong>.zip</strong> or its folder): names, sports, descriptions, gear
              and commute flags come from its <strong>activities.csv</strong> (in any of Strava&apos;s
              languages); manual entries without a file are kept as activities without a track.
            </li>
            <li>
              A Garmin Connect export: the FIT files in its zips inside the zip are read as they stream out.
            </li>
            <li>
              The same activity twice in different formats is flagged as a probable duplicate: the richer file
              is kept and you can import the other anyway.
            </li>
            <li>A whole folder, including its subfolders.</li>
          </ul>
          <p className="muted">
            Files are read in the background, so you can keep using the app. Re-importing a file you already
            have does nothing: it is recognised by its content. Activities are stored {where}.
          </p>
        </section>
        <section className="card import-page__demo" aria-labelledby="import-demo-title">
          <h2 id="import-demo-title" className="card__title">
            No files at hand?
          </h2>
          <p>Load about {DEMO_COUNT} generated runs, rides and hikes over two years to try the dashboard.</p>
          <Button onClick={loadDemo} disabled={running}>
            Load demo data
          </Button>
        </section>
      </div>
    </>
  );
}
