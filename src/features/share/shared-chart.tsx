/**
 * The shared activity's elevation, and its speed and heart rate where the file had them, against
 * distance from the start, in the visitor's units. Samples inside the owner's privacy zones were
 * left out when the link was made: the lines simply start later and have gaps there.
 */
import { useMemo } from 'react';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { SharedProfile } from '../../domain/share/shared-page';
import { METRES_PER_KM, METRES_PER_MILE, type UnitSystem } from '../../domain/units';
import {
  distanceUnit,
  elevationUnit,
  speedUnit,
  toDisplayDistance,
  toDisplayElevation,
} from '../../lib/format';

interface Row {
  d: number;
  ele: number | null;
  speed: number | null;
  hr: number | null;
}

const SECONDS_PER_HOUR = 3600;
const MPS_TO_KMH = SECONDS_PER_HOUR / METRES_PER_KM;
const MPS_TO_MPH = SECONDS_PER_HOUR / METRES_PER_MILE;
const finite = (v: number): number | null => (Number.isFinite(v) ? v : null);

function rows(p: SharedProfile, units: UnitSystem): Row[] {
  const out: Row[] = [];
  for (let i = 0; i < p.distanceM.length; i++) {
    const ele = finite(p.ele[i]!);
    const speed = finite(p.speedMps[i]!);
    out.push({
      d: Math.round(toDisplayDistance(p.distanceM[i]!, units) * 100) / 100,
      ele: ele === null ? null : Math.round(toDisplayElevation(ele, units)),
      speed:
        speed === null ? null : Math.round(speed * (units === 'metric' ? MPS_TO_KMH : MPS_TO_MPH) * 10) / 10,
      hr: finite(p.hr[i]!) ?? null,
    });
  }
  return out;
}

/** About this many distance ticks, at round steps (1, 2 or 5 × a power of ten). */
const TARGET_TICKS = 5;

/** Round distances inside [min, max] for the x axis (a cut start at 0.41 km ticks at 1, 2, 3, 4). */
export function distanceTicks(min: number, max: number): number[] {
  if (!(max > min)) return [min];
  const raw = (max - min) / TARGET_TICKS;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const ticks: number[] = [];
  for (let t = Math.ceil(min / step) * step; t <= max + step * 1e-9; t += step)
    ticks.push(Math.round(t * 1e6) / 1e6);
  return ticks;
}

function Chart({
  data,
  dataKey,
  name,
  unit,
  color,
  xUnit,
}: {
  data: Row[];
  dataKey: Channel;
  name: string;
  unit: string;
  color: string;
  xUnit: string;
}) {
  const ticks = useMemo(
    () => (data.length > 0 ? distanceTicks(data[0]!.d, data[data.length - 1]!.d) : undefined),
    [data],
  );
  return (
    <figure className="share-chart" aria-label={`${name} (${unit}) against distance (${xUnit})`}>
      <figcaption className="share-chart__title">
        {name} ({unit})
      </figcaption>
      <LineChart
        data={data}
        responsive
        style={{ width: '100%', height: 160 }}
        margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
      >
        <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="d"
          type="number"
          domain={['dataMin', 'dataMax']}
          ticks={ticks}
          stroke="var(--color-text-muted)"
          fontSize={12}
          unit={` ${xUnit}`}
        />
        <YAxis width={44} stroke="var(--color-text-muted)" fontSize={12} domain={['auto', 'auto']} />
        <Tooltip
          isAnimationActive={false}
          labelFormatter={(d) => `${Number(d)} ${xUnit}`}
          formatter={(v) => [`${String(v)} ${unit}`, name]}
          contentStyle={{ background: 'var(--color-surface)', borderColor: 'var(--color-border)' }}
        />
        <Line
          dataKey={dataKey}
          name={name}
          stroke={color}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
          connectNulls={false}
        />
      </LineChart>
    </figure>
  );
}

type Channel = 'ele' | 'speed' | 'hr';

/** The charts in page order: each is drawn only when the shared profile has that channel. */
const CHANNELS: readonly { key: Channel; name: string; unit: (u: UnitSystem) => string; color: string }[] = [
  { key: 'ele', name: 'Elevation', unit: elevationUnit, color: 'var(--share-ele)' },
  { key: 'speed', name: 'Speed', unit: speedUnit, color: 'var(--share-speed)' },
  { key: 'hr', name: 'Heart rate', unit: () => 'bpm', color: 'var(--share-hr)' },
];

export function SharedCharts({ profile, units }: { profile: SharedProfile; units: UnitSystem }) {
  const data = useMemo(() => rows(profile, units), [profile, units]);
  const xUnit = distanceUnit(units);
  if (data.length === 0) return <p>No chart: every sample lies inside a privacy zone.</p>;
  return (
    <div className="share-charts">
      {CHANNELS.filter((c) => data.some((r) => r[c.key] !== null)).map((c) => (
        <Chart
          key={c.key}
          data={data}
          dataKey={c.key}
          name={c.name}
          unit={c.unit(units)}
          color={c.color}
          xUnit={xUnit}
        />
      ))}
    </div>
  );
}
