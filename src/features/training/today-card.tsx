/**
 * Today's fitness, fatigue and form, the form band it is in (with every band's definition) and
 * the weekly ramp rate (definitions.ts).
 */
import { StatGrid, StatTile } from '../../components/stat-tile';
import { FORM_BANDS, formBand, RAMP_DAYS } from '../../domain/training/definitions';
import { rampRate, valuesOn, type FitnessSeries } from '../../domain/training/fitness';
import { formatSigned } from '../../lib/format';
import { FORM_BAND_LABELS } from '../../shared/training/training-labels';

interface Props {
  series: FitnessSeries;
  today: number;
  count: number;
}

const one = (v: number) => v.toFixed(1);
/** Form and ramp rate with their sign; one that rounds to 0.0 is written without a sign. */
const signed = (v: number) => formatSigned(v, one, '');

export function TodayCard({ series, today, count }: Props) {
  const now = valuesOn(series, today);
  const ramp = rampRate(series, today);
  if (now === null) return null;
  const band = formBand(now.form);
  return (
    <section className="card" aria-labelledby="training-today-title">
      <h2 id="training-today-title" className="card__title">
        Today
      </h2>
      <StatGrid label="Today's training figures">
        <StatTile label="Fitness" value={one(now.fitness)} hint="42-day load average" />
        <StatTile label="Fatigue" value={one(now.fatigue)} hint="7-day load average" />
        <StatTile label="Form" value={signed(now.form)} hint={FORM_BAND_LABELS[band]} />
        <StatTile
          label="Ramp rate"
          value={ramp === null ? '—' : `${signed(ramp)} /week`}
          hint={`fitness change over ${RAMP_DAYS} days`}
        />
      </StatGrid>
      <ul className="training-bands" aria-label="Form bands">
        {FORM_BANDS.map((b) => (
          <li key={b.band} className={b.band === band ? 'training-bands__current' : undefined}>
            <span
              className={`training-swatch training-band--${b.band === 'high-risk' ? 'risk' : b.band}`}
              aria-hidden="true"
            />{' '}
            <strong>{b.label}</strong>: {b.definition}
            {b.band === band ? <span className="visually-hidden"> (today)</span> : null}
          </li>
        ))}
      </ul>
      <p className="muted">From {count.toLocaleString('en-US')} activities the filter selects.</p>
    </section>
  );
}
