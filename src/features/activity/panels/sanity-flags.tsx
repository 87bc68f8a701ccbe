/**
 * What the sanity rules (src/domain/sanity) found about this activity, in their own words, and the
 * other parts of a data logger's file it was cut from. Nothing is silent: a flagged activity says so.
 */
import { Link } from '@tanstack/react-router';
import type { TrackSummary } from '../../../domain/stats/types';

/** Ids of the other parts of the same logger file (processParsed names them `<id>-part<k>`). */
function siblingIds(s: TrackSummary): { index: number; id: string }[] {
  const part = s.part;
  if (!part) return [];
  return Array.from({ length: part.count }, (_, k) => ({
    index: k + 1,
    id: k === 0 ? part.sourceId : `${part.sourceId}-part${k + 1}`,
  })).filter((p) => p.index !== part.index);
}

export function SanityFlags({ summary: s }: { summary: TrackSummary }) {
  if (s.flags.length === 0) return null;
  const siblings = siblingIds(s);
  return (
    <section className="card sanity-flags" aria-labelledby="sanity-flags-title">
      <h2 className="card__title" id="sanity-flags-title">
        Flagged when this activity was read
      </h2>
      <ul>
        {s.flags.map((f) => (
          <li key={f.code + f.message}>{f.message}</li>
        ))}
      </ul>
      {siblings.length > 0 ? (
        <p>
          Other parts of the same file:{' '}
          {siblings.map((p, k) => (
            <span key={p.id}>
              {k > 0 ? ', ' : null}
              <Link to="/activities/$id" params={{ id: p.id }}>
                part {p.index}
              </Link>
            </span>
          ))}
          .
        </p>
      ) : null}
    </section>
  );
}
