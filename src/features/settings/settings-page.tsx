/** /settings: what the person chooses once for every page (privacy zones). */
import { PageHeader } from '../../components/page-header';
import { PrivacyZonesPanel } from './privacy-zones-panel';
import './settings.css';

export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" description="Choices that apply to every page of the dashboard." />
      <PrivacyZonesPanel />
    </>
  );
}
