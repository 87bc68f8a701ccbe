/**
 * The page of a read-only link (/shared/<id>, issue 37), the whole of what main.tsx loads for it:
 * none of the dashboard's modules (bench share-open). In Firebase mode the shared page, opened
 * signed out (shared-root.tsx); where no cloud is set up, a notice that shared pages are not kept
 * here.
 */
import { ErrorBoundary } from '../components/error-boundary';
import type { FirebaseMode } from '../data';
import { LocalSharedNotice } from '../features/share';
import { readAppMode } from './app-mode';
import { SharedRoot } from './shared-root';

export function SharedEntry({ id, mode = readAppMode() }: { id: string; mode?: FirebaseMode }) {
  if (mode.mode !== 'firebase') return <LocalSharedNotice />;
  return (
    <ErrorBoundary title="The shared page could not be opened">
      <SharedRoot id={id} settings={mode.settings} />
    </ErrorBoundary>
  );
}
