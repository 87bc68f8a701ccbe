/**
 * /segments: the person's segments (name, length, gradient, efforts, best, last effort) with a
 * search; "New segment from a GPX file" (its track is the segment, named in a dialog); and the
 * suggestions, climbs and most-passed stretches of their own activities, one click from being a
 * segment. Matching runs in the segments worker.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { ErrorPanel } from '../../components/error-panel';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../components/error-panel';
import { formatCount } from '../../lib/format';
import { segmentFromRange } from '../../shared/segments/segment-engine';
import { useCreateSegment } from '../../shared/segments/segment-queries';
import { useSettings } from '../../lib/settings';
import { useTrackStore } from '../../lib/store-context';
import { useWorkers } from '../../lib/workers-context';
import { GpxSegmentButton } from './list/gpx-segment';
import { SegmentList } from './list/segment-list';
import {
  climbSuggestion,
  notYetSaved,
  stretchSuggestion,
  Suggestions,
  type Suggestion,
} from './list/suggestions';
import { segmentRowsQuery, suggestionsQuery } from './list/use-segment-rows';
import './segments.css';

export function SegmentsPage() {
  const store = useTrackStore();
  const workers = useWorkers();
  const { units } = useSettings();
  const navigate = useNavigate();
  const rows = useQuery(segmentRowsQuery(store));
  const client = useQueryClient();
  const suggestions = useQuery(suggestionsQuery(store, workers.segments, client));
  const create = useCreateSegment();
  const [query, setQuery] = useState('');
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [status, setStatus] = useState<{ text: string; id?: string } | null>(null);

  const createFrom = async (s: Suggestion) => {
    setBusyKey(s.key);
    setStatus(null);
    try {
      const segment = await segmentFromRange(store, { ...s, name: s.name, source: 'suggestion' });
      const found = await create.mutateAsync(segment);
      setStatus({
        text: `Created “${segment.name}” with ${formatCount(found, 'effort', 'efforts')}.`,
        id: segment.id,
      });
    } catch (e) {
      setStatus({ text: `Could not create the segment: ${errorMessage(e)}` });
    } finally {
      setBusyKey(null);
    }
  };

  const names = suggestions.data?.names;
  const saved = (rows.data ?? []).map((r) => r.segment);
  const climbs = notYetSaved(
    (suggestions.data?.climbs ?? []).map((c) => climbSuggestion(c, units, names?.get(c.trackId))),
    saved,
  );
  const stretches = notYetSaved(
    (suggestions.data?.stretches ?? []).map((s) => stretchSuggestion(s, units, names?.get(s.trackId))),
    saved,
  );
  return (
    <>
      <PageHeader
        title="Segments"
        description="Stretches you care about, and every effort on them across your history."
        actions={
          <GpxSegmentButton onCreated={(id) => void navigate({ to: '/segments/$id', params: { id } })} />
        }
      />
      <div className="stack">
        {status ? (
          <p role="status" className="segments-status">
            {status.text}{' '}
            {status.id ? (
              <Link to="/segments/$id" params={{ id: status.id }}>
                Open it
              </Link>
            ) : null}
          </p>
        ) : null}
        {rows.isError ? (
          <ErrorPanel
            error={rows.error}
            title="Could not read your segments"
            onRetry={() => void rows.refetch()}
          />
        ) : rows.isPending ? (
          <p className="muted">Loading segments…</p>
        ) : rows.data.length === 0 ? (
          <EmptyState title="No segment yet">
            <p>
              Select a part of an activity on its chart or map and choose “Create segment”, load a GPX file,
              or pick one of the suggestions below. Every effort on it across your activities is found at
              once.
            </p>
          </EmptyState>
        ) : (
          <SegmentList rows={rows.data} units={units} query={query} onQuery={setQuery} />
        )}
        {suggestions.isPending ? (
          <p className="muted">Looking for climbs and stretches you pass often…</p>
        ) : null}
        <Suggestions
          title="Climbs you have ridden or run"
          items={climbs}
          busyKey={busyKey}
          onCreate={(s) => void createFrom(s)}
        />
        <Suggestions
          title="Stretches you pass most often"
          items={stretches}
          busyKey={busyKey}
          onCreate={(s) => void createFrom(s)}
        />
      </div>
    </>
  );
}
