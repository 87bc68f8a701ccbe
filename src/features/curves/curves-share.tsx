/**
 * "Share a read-only link" on the Curves page (issue 37): the chart's curves of the channel shown,
 * one line per span, as a snapshot (domain/share/shared-curves.ts). A curve holds no position, so
 * no privacy zone applies; no activity's name or date goes with it
 * (shared/share/share-panel.tsx has the form and the links).
 */
import { buildSharedCurves } from '../../domain/share/shared-curves';
import type { CurveView } from '../../shared/curves/curve-view';
import { SharePanel } from '../../shared/share/share-panel';
import type { Overlay } from './curves-model';

const VIEW_NAMES: Record<CurveView, string> = { power: 'power', hr: 'heart-rate', pace: 'pace' };

export function CurvesSharePanel({ view, lines }: { view: CurveView; lines: readonly Overlay[] }) {
  return (
    <SharePanel
      key={view}
      intro={
        <>
          Anyone with the link sees the {VIEW_NAMES[view]} curves of the chart below (
          {lines.length === 1 ? 'one line' : `${lines.length} lines`}), signed out, with how they are
          computed, and nothing else of yours: no activity, its name, date or place. Curves hold no position,
          so privacy zones have nothing to hide here.
        </>
      }
      defaultTitle={`My ${VIEW_NAMES[view]} curve`}
      build={(title) =>
        buildSharedCurves(
          view,
          lines.map((o) => ({ span: o.span.key, values: o.curve.values })),
          title,
        )
      }
      targetId={view}
      shows={(e) => e.kind === 'curves'}
      listLabel="Links to your curves"
      disabled={lines.length === 0}
    />
  );
}
