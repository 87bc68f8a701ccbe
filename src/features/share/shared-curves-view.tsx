/**
 * A shared Curves page (issue 37): its title, the curves of one channel as the owner's Curves page
 * drew them (one line per span), and how they are computed. No activity is named: the tooltip
 * gives the value only.
 */
import { useMemo } from 'react';
import { MethodNote } from '../../components/method-note';
import type { SharedCurvesPage } from '../../domain/share/shared-curves';
import { sharedSpanLabel } from '../../domain/share/shared-curves';
import { formatActivityDateTime } from '../../lib/format';
import { useUnits } from '../../lib/settings';
import { CURVE_COLORS, CurvesChart, type CurveLine } from '../../shared/curves/curves-chart';
import { CURVES_METHOD_CURVE } from '../../shared/curves/curves-method';
import { CURVE_VIEWS } from '../../shared/curves/curve-view';

const ignorePick = () => undefined;

export function SharedCurvesView({ page, createdAt }: { page: SharedCurvesPage; createdAt: number }) {
  const units = useUnits();
  const lines = useMemo(
    () =>
      page.lines.map((l, k): CurveLine => {
        const n = l.values.length;
        return {
          key: l.span,
          label: sharedSpanLabel(l.span, createdAt),
          curve: {
            values: l.values,
            row: new Int32Array(n).fill(-1),
            startS: new Uint32Array(n),
            endS: new Uint32Array(n),
          },
          rows: [],
          color: CURVE_COLORS[k % CURVE_COLORS.length]!,
          main: k === 0,
        };
      }),
    [page, createdAt],
  );
  const channel = CURVE_VIEWS.find((v) => v.value === page.view)?.label ?? page.view;
  return (
    <article className="share-page__body" aria-labelledby="shared-title">
      <header className="share-page__header">
        <p className="page-header__eyebrow">
          <span className="badge">{channel}</span> shared {formatActivityDateTime(createdAt, null)}
        </p>
        <h1 id="shared-title" className="page-header__title page-header__title--text">
          <bdi>{page.title}</bdi>
        </h1>
        <p className="share-page__note">Read-only shared curves: best efforts by duration</p>
      </header>
      <section className="card share-curves" aria-label="Best efforts by duration">
        <CurvesChart view={page.view} lines={lines} units={units} onPick={ignorePick} />
        <MethodNote testId="curves-method">{CURVES_METHOD_CURVE}</MethodNote>
      </section>
    </article>
  );
}
