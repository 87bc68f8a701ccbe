/**
 * "New segment from a GPX file": the file's track (TCX and FIT work too) is read in the segments
 * worker, named in a dialog (the file's own name first), then saved with every effort on it.
 */
import { useId, useRef, useState } from 'react';
import { buttonClassName } from '../../../components/button';
import { errorMessage } from '../../../components/error-panel';
import { NameDialog } from '../../../components/name-dialog';
import { buildSegment } from '../../../domain/segments/build-segment';
import type { SegmentPoints } from '../../../domain/segments/types';
import { yieldToMain } from '../../../data';
import { newSegmentId } from '../../../shared/segments/segment-engine';
import { useCreateSegment, usePrepareSegmentMatch } from '../../../shared/segments/segment-queries';
import { useWorkers } from '../../../lib/workers-context';

interface Loaded {
  name: string;
  points: SegmentPoints;
}

const baseName = (fileName: string) => fileName.replace(/\.(gpx|tcx|fit)$/i, '');

export function GpxSegmentButton({ onCreated }: { onCreated: (id: string) => void }) {
  const { segments } = useWorkers();
  // The new segment's page opens as soon as it is created.
  const create = useCreateSegment({ leavesPage: true });
  const prepareMatch = usePrepareSegmentMatch();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const read = await segments.readSegmentFile(bytes, file.name);
      setLoaded({ name: read.name?.trim() || baseName(file.name), points: read.points });
      // The name dialog opens: the match follows its confirmation.
      prepareMatch();
    } catch (e) {
      setError(`Could not read ${file.name}: ${errorMessage(e)}`);
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const onConfirm = async (name: string) => {
    if (!loaded) return;
    setError(null);
    try {
      const segment = buildSegment({
        id: newSegmentId(),
        name,
        points: loaded.points,
        createdAt: Date.now(),
        source: 'gpx',
      });
      await create.mutateAsync(segment);
      // The segment page's first render in a task of its own, not after the save's in one.
      await yieldToMain();
      setLoaded(null);
      onCreated(segment.id);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <div className="segments-gpx">
      <label htmlFor={inputId} className={buttonClassName('secondary')}>
        New segment from a GPX file
      </label>
      <input
        ref={input}
        id={inputId}
        className="visually-hidden"
        type="file"
        accept=".gpx,.tcx,.fit"
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      {error && !loaded ? (
        <p role="alert" className="segments-gpx__error">
          {error}
        </p>
      ) : null}
      <NameDialog
        open={loaded !== null}
        title="Name the new segment"
        label="Segment name"
        initialName={loaded?.name ?? ''}
        confirmLabel="Create segment"
        busy={create.isPending}
        error={error}
        onConfirm={(name) => void onConfirm(name)}
        onCancel={() => setLoaded(null)}
      />
    </div>
  );
}
