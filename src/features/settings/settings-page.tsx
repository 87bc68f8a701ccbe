/** /settings: what the person chooses once for every page (privacy zones, maximum heart rate, shared links). */
import { PageHeader } from '../../components/page-header';
import { MaxHrPanel } from './max-hr-panel';
import { PrivacyZonesPanel } from './privacy-zones-panel';
import { SharesPanel } from './shares-panel';
import './settings.css';

export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" description="Choices that apply to every page of the dashboard." />
      <div className="stack">
        <PrivacyZonesPanel />
        <MaxHrPanel />
        <SharesPanel />
      </div>
    </>
  );
}
