/**
 * The app shell's slot for the import progress panel: nothing while no import has started, then
 * the panel (import-progress-panel.tsx, with its virtualised result list), loaded on first use so
 * it is not part of the first page's JavaScript.
 */
import { lazy, Suspense } from 'react';
import { useImportSnapshot } from '../use-import';

const ImportProgressPanel = lazy(() =>
  import('./import-progress-panel').then((m) => ({ default: m.ImportProgressPanel })),
);

export function LazyImportProgressPanel() {
  const { phase } = useImportSnapshot();
  if (phase === 'idle') return null;
  return (
    <Suspense fallback={null}>
      <ImportProgressPanel />
    </Suspense>
  );
}
