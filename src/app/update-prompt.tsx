/** "A new version is ready": shown when the service worker has a newer app waiting (pwa.ts). */
import { Button } from '../components/button';
import { dismissUpdate, useAppUpdate } from '../lib/app-update';

export function UpdatePrompt() {
  const reload = useAppUpdate();
  if (!reload) return null;
  return (
    <section className="update-prompt card" aria-label="App update" role="status">
      <p>A new version of GPX Dashboard is ready.</p>
      <div className="update-prompt__actions">
        <Button variant="primary" size="sm" onClick={reload}>
          Reload
        </Button>
        <Button variant="secondary" size="sm" onClick={dismissUpdate}>
          Later
        </Button>
      </div>
    </section>
  );
}
