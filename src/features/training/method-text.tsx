/** The Training page's method note: the definitions that run (domain/training/definitions.ts, estimates.ts). */
import { METHOD_NOTE_SUMMARY } from '../../components/method-note';
import { METHOD_NOTE } from '../../domain/training/definitions';
import { ESTIMATE_NOTE } from '../../domain/training/estimates';
import { CHART_NOTE } from './chart-geometry';

export function MethodText() {
  return (
    <section className="card" aria-labelledby="training-method-title">
      <h2 id="training-method-title" className="card__title">
        Method
      </h2>
      <details className="method-note" data-testid="training-method">
        <summary className="method-note__summary">{METHOD_NOTE_SUMMARY}</summary>
        {[...METHOD_NOTE, ESTIMATE_NOTE, CHART_NOTE].map((text) => (
          <p key={text} className="muted method-note__text">
            {text}
          </p>
        ))}
      </details>
    </section>
  );
}
