/** Choose which columns show and in what order (remembered with the table prefs). */
import { COLUMN_SPECS, columnSpec, type ColumnId } from './column-specs';
import { defaultTablePrefs, type TablePrefs } from './table-prefs';

export interface ColumnChooserProps {
  prefs: TablePrefs;
  onChange: (next: TablePrefs) => void;
}

function move(order: ColumnId[], index: number, delta: number): ColumnId[] {
  const to = index + delta;
  if (to < 0 || to >= order.length) return order;
  const next = [...order];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export function ColumnChooser({ prefs, onChange }: ColumnChooserProps) {
  const visibleCount = COLUMN_SPECS.filter((c) => prefs.visibility[c.id]).length;
  return (
    <details className="column-chooser">
      <summary className="btn btn--secondary btn--sm">Columns</summary>
      <div className="column-chooser__panel" role="group" aria-label="Columns shown and their order">
        <ol className="column-chooser__list">
          {prefs.order.map((id, i) => {
            const spec = columnSpec(id);
            if (!spec) return null;
            const visible = prefs.visibility[id];
            return (
              <li key={id} className="column-chooser__item">
                <label>
                  <input
                    type="checkbox"
                    checked={visible}
                    // Keep at least one data column.
                    disabled={visible && visibleCount === 1}
                    onChange={() =>
                      onChange({ ...prefs, visibility: { ...prefs.visibility, [id]: !visible } })
                    }
                  />
                  {spec.label}
                </label>
                <span className="column-chooser__move">
                  <button
                    type="button"
                    className="activities-link"
                    aria-label={`Move ${spec.label} up`}
                    disabled={i === 0}
                    onClick={() => onChange({ ...prefs, order: move(prefs.order, i, -1) })}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="activities-link"
                    aria-label={`Move ${spec.label} down`}
                    disabled={i === prefs.order.length - 1}
                    onClick={() => onChange({ ...prefs, order: move(prefs.order, i, 1) })}
                  >
                    ↓
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={() => {
            const d = defaultTablePrefs();
            onChange({ ...prefs, visibility: d.visibility, order: d.order });
          }}
        >
          Reset columns
        </button>
      </div>
    </details>
  );
}
