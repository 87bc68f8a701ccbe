// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { ScatterChart, XAxis, YAxis } from 'recharts';
import { describe, expect, it } from 'vitest';
import { EffortDots } from './effort-dots';

describe('EffortDots', () => {
  it("draws every effort as one circle of one path, placed by the chart's axes", async () => {
    const points = [
      { t: 1_000, s: 200 },
      { t: 2_000, s: 400 },
      { t: 1_500, s: 300 },
    ];
    const { container } = render(
      <ScatterChart width={400} height={200} data={points} margin={{ top: 0, right: 0, bottom: 0, left: 0 }}>
        <XAxis dataKey="t" type="number" domain={['dataMin', 'dataMax']} height={40} />
        <YAxis dataKey="s" type="number" domain={[200, 400]} width={50} />
        <EffortDots points={points} hovered={null} onHover={() => {}} />
      </ScatterChart>,
    );
    await waitFor(() => expect(container.querySelector('[data-dots="3"] path')).not.toBeNull());
    const d = container.querySelector('[data-dots="3"] path')!.getAttribute('d')!;
    // Centres: the plot spans x 50..400 and y 0..160 (axes outside it).
    const centres = [...d.matchAll(/M(-?[\d.]+),(-?[\d.]+)a([\d.]+)/g)].map(([, x, y, r]) => [
      Number(x) + Number(r),
      Number(y),
    ]);
    expect(centres).toEqual([
      [50, 160],
      [400, 0],
      [225, 80],
    ]);
  });
});
