/**
 * The activity's training figures: its load and what it was scored from (power, heart rate, pace
 * or an estimate: src/domain/training), normalised power, and its aerobic decoupling when it was
 * steady for an hour or more; a link to the Training page.
 */
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { StatGrid, StatTile } from '../../../components/stat-tile';
import type { TrackSummary } from '../../../domain/stats/types';
import { LOAD_SOURCE_LABELS } from '../../../shared/training/training-labels';
import { useTrainingLoads } from '../../../shared/training/use-training-loads';

export function TrainingCard({ summary: s }: { summary: TrackSummary }) {
  const titleId = useId();
  const loads = useTrainingLoads();
  const figure = loads?.get(s.id);
  const t = s.training;
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        Training load
      </h2>
      <StatGrid label="Training figures">
        <StatTile
          label="Load"
          value={figure === undefined ? '…' : figure.load.toFixed(0)}
          hint={figure === undefined ? undefined : `from ${LOAD_SOURCE_LABELS[figure.source]}`}
        />
        {t?.np != null ? <StatTile label="Normalised power" value={`${Math.round(t.np)} W`} /> : null}
        <StatTile
          label="Aerobic decoupling"
          value={t?.decoupling ? `${t.decoupling.pct.toFixed(1)} %` : '—'}
          hint={
            t?.decoupling
              ? `${t.decoupling.basis} per heartbeat, first half against second`
              : 'only for steady activities of an hour or more with heart rate'
          }
        />
      </StatGrid>
      <p className="muted">
        {figure?.source === 'estimate'
          ? 'Estimated from the duration and sport: no power, heart rate or pace to score it by.'
          : null}{' '}
        <Link to="/training">Fitness and form on the Training page</Link>
      </p>
    </section>
  );
}
