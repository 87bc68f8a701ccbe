/** /settings: what the person chooses once for every page (privacy zones, maximum heart rate). */
import { PageHeader } from '../../components/page-header';
import { MaxHrPanel } from './max-hr-panel';
import { PrivacyZonesPanel } from './privacy-zones-panel';
import './settings.css';

export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" description="Choices that apply to every page of the dashboard." />
      <div className="stack">
        <PrivacyZonesPanel />
        <MaxHrPanel />
      </div>
    </>
  );
}
