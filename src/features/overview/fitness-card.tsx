/**
 * The Overview's small fitness and form card: today's fitness, fatigue and form of the activities
 * the filter selects on any date (src/domain/training; a date filter does not cut the history
 * fitness carries, as on the Training page), with a link to the Training page.
 */
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { StatGrid, StatTile } from '../../components/stat-tile';
import { localDayOf } from '../../domain/filters/date-range';
import type { TrackSummary } from '../../domain/stats/types';
import { formBand } from '../../domain/training/definitions';
import { valuesOn } from '../../domain/training/fitness';
import { FORM_BAND_LABELS } from '../../shared/training/training-labels';
import { useTrainingModel } from '../../shared/training/use-training-loads';

export function FitnessCard({ rows }: { rows: TrackSummary[] }) {
  const titleId = useId();
  const today = localDayOf(new Date());
  const model = useTrainingModel(rows, true, today);
  const now = model?.series ? valuesOn(model.series, today) : null;
  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="card-head">
        <h2 id={titleId} className="card__title">
          Fitness and form
        </h2>
        <Link to="/training">Training</Link>
      </div>
      {now === null ? (
        <p className="muted">{model === null ? 'Computing…' : 'No dated activities.'}</p>
      ) : (
        <StatGrid label="Fitness and form today">
          <StatTile label="Fitness" value={now.fitness.toFixed(1)} />
          <StatTile label="Fatigue" value={now.fatigue.toFixed(1)} />
          <StatTile label="Form" value={now.form.toFixed(1)} hint={FORM_BAND_LABELS[formBand(now.form)]} />
        </StatGrid>
      )}
    </section>
  );
}
