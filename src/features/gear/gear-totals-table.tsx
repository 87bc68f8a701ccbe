/**
 * Every gear's totals in one table (domain/gear/totals.ts; the definitions are in its method note).
 * Narrower than COMPACT_BELOW_PX (a phone), it keeps every figure but fits the screen: four columns
 * of two lines each (gear with its kind and activities; distance over the total with the starting
 * distance; moving time over ascent; first over last use), as the Activities table keeps its key
 * columns on a phone.
 */
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
  const compact = size.width > 0 && size.width < COMPACT_BELOW_PX;
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

function FullTable({ gear, overview, units }: Props) {
  return (
    <table className="gear-table">
      <caption>Gear totals</caption>
      <thead>
        <tr>
          <th scope="col">Gear</th>
          <th scope="col">Kind</th>
          <th scope="col" className="num">
            Activities
          </th>
          <th scope="col" className="num">
            Distance
          </th>
          <th scope="col" className="num">
            Total with start
          </th>
          <th scope="col" className="num">
            Moving time
          </th>
          <th scope="col" className="num">
            Ascent
          </th>
          <th scope="col">First use</th>
          <th scope="col">Last use</th>
        </tr>
      </thead>
      <tbody>
        {gear.map((g) => {
          const c = cells(g, overview.totals.get(g.id), units);
          return (
            <tr key={g.id}>
              <th scope="row">
                <GearName g={g} />
              </th>
              <td>{kindLabel(g.kind)}</td>
              <td className="num">{formatInteger(c.activities)}</td>
              <td className="num">{c.distance}</td>
              <td className="num">{c.total}</td>
              <td className="num">{c.moving}</td>
              <td className="num">{c.ascent}</td>
              <td>{c.first}</td>
              <td>{c.last}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
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
    <table className="gear-table gear-table--compact">
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
