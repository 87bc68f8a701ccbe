/**
 * ── SLOT(import): temporary /import page. When src/features/import exports its page, point the
 * route in routes.tsx at it (lazyRouteComponent(() => import('../features/import'), 'ImportPage'))
 * and delete this file.
 */
import { Link } from '@tanstack/react-router';
import { buttonClassName } from '../components/button';
import { EmptyState } from '../components/empty-state';
import { UploadIcon } from '../components/icons';
import { PageHeader } from '../components/page-header';

export function ImportRoutePage() {
  return (
    <>
      <PageHeader title="Import" description="Add GPX files from your device, a folder or a Strava / Garmin export." />
      <EmptyState
        icon={<UploadIcon size={28} />}
        title="Import is being set up"
        actions={
          <Link to="/activities" className={buttonClassName('secondary')}>
            Open activities
          </Link>
        }
      >
        <p>
          Here you will pick .gpx, .gpx.gz and .zip files or a whole folder, and follow the progress file by file.
          Parsing runs in the background, so the page stays responsive.
        </p>
      </EmptyState>
    </>
  );
}
