/**
 * Every gear's totals in one table (domain/gear/totals.ts; the definitions are in its method note).
 * Narrower than COMPACT_BELOW_PX (a phone), it keeps every figure but fits the screen: four columns
 * of two lines each (gear with its kind and activities; distance over the total with the starting
 * distance; moving time over ascent; first over last use), as the Activities table keeps its key
 * columns on a phone.
 */
import { SimpleTable, type SimpleColumn } from '../../components/simple-table';
import { TableScroll } from '../../components/table-scroll';
import type { GearOverview } from '../../domain/gear/overview';
import type { GearTotals } from '../../domain/gear/totals';
import type { Gear } from '../../domain/gear/types';
import type { UnitSystem } from '../../domain/units';
import {
  formatDistance,
  formatElevation,
  formatInteger,
  formatTotalDuration,
  MISSING,
} from '../../lib/format';
import { dayToInput } from '../../lib/day-input';
import { useElementSize } from '../../lib/use-element-size';
import { kindLabel } from './gear-form';

/** Below this width, CSS pixels, the table takes its compact form (the nine columns need more). */
const COMPACT_BELOW_PX = 720;

/** A local day (totals.ts firstDay, lastDay) as YYYY-MM-DD. */
const day = (d: number | null) => (d === null ? MISSING : dayToInput(d));

interface Props {
  gear: Gear[];
  overview: GearOverview;
  units: UnitSystem;
}

export function GearTotalsTable(props: Props) {
  const [ref, size] = useElementSize<HTMLDivElement>();
  const compact = size !== null && size.width > 0 && size.width < COMPACT_BELOW_PX;
  return (
    <div ref={ref}>
      <TableScroll>{compact ? <CompactTable {...props} /> : <FullTable {...props} />}</TableScroll>
    </div>
  );
}

/** The figures of one gear's row, as its cells show them. */
function cells(g: Gear, t: GearTotals | undefined, units: UnitSystem) {
  return {
    activities: t?.activities ?? 0,
    distance: formatDistance(t?.distanceM ?? 0, units, 1),
    total: formatDistance(t?.totalDistanceM ?? g.startDistanceM, units, 1),
    moving: formatTotalDuration(t?.movingS ?? 0),
    ascent: formatElevation(t?.ascentM ?? 0, units),
    first: day(t?.firstDay ?? null),
    last: day(t?.lastDay ?? null),
  };
}

function GearName({ g }: { g: Gear }) {
  return (
    <>
      <bdi>{g.name}</bdi>
      {g.retired ? <span className="gear-badge"> retired</span> : null}
    </>
  );
}

/** The wide form: one column a figure, in the small-table style of the other cards. */
const fullColumns = (overview: GearOverview, units: UnitSystem): SimpleColumn<Gear>[] => {
  const c = (g: Gear) => cells(g, overview.totals.get(g.id), units);
  return [
    { header: 'Gear', cell: (g) => <GearName g={g} /> },
    { header: 'Kind', cell: (g) => kindLabel(g.kind) },
    { header: 'Activities', numeric: true, cell: (g) => formatInteger(c(g).activities) },
    { header: 'Distance', numeric: true, cell: (g) => c(g).distance },
    { header: 'Total with start', numeric: true, cell: (g) => c(g).total },
    { header: 'Moving time', numeric: true, cell: (g) => c(g).moving },
    { header: 'Ascent', numeric: true, cell: (g) => c(g).ascent },
    { header: 'First use', cell: (g) => c(g).first },
    { header: 'Last use', cell: (g) => c(g).last },
  ];
};

function FullTable({ gear, overview, units }: Props) {
  return (
    <SimpleTable
      className="gear-table"
      caption="Gear totals"
      captionShown
      columns={fullColumns(overview, units)}
      rows={gear}
      rowKey={(g) => g.id}
    />
  );
}

/** A second line in a cell; a reader hears it after a comma. */
function Sub({ children }: { children: React.ReactNode }) {
  return (
    <span className="gear-table__sub">
      <span className="visually-hidden">, </span>
      {children}
    </span>
  );
}

function CompactTable({ gear, overview, units }: Props) {
  return (
    <table className="data-table gear-table gear-table--compact">
      <caption>Gear totals</caption>
      <thead>
        <tr>
          <th scope="col">Gear</th>
          <th scope="col" className="num">
            Distance<Sub>with start</Sub>
          </th>
          <th scope="col" className="num">
            Time<Sub>ascent</Sub>
          </th>
          <th scope="col">
            First use<Sub>last use</Sub>
          </th>
        </tr>
      </thead>
      <tbody>
        {gear.map((g) => {
          const c = cells(g, overview.totals.get(g.id), units);
          const count = `${formatInteger(c.activities)} ${c.activities === 1 ? 'activity' : 'activities'}`;
          return (
            <tr key={g.id}>
              <th scope="row">
                <GearName g={g} />
                <Sub>
                  {kindLabel(g.kind)} · {count}
                </Sub>
              </th>
              <td className="num">
                {c.distance}
                <Sub>{c.total}</Sub>
              </td>
              <td className="num">
                {c.moving}
                <Sub>{c.ascent}</Sub>
              </td>
              <td>
                {c.first}
                <Sub>{c.last}</Sub>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
