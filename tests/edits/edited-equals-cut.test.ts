/**
 * Issue 36's check: the figures of an edited activity equal (within 0.1 %) those of the same file
 * cut beforehand and imported, on a real 8,234-point ride of the GPX corpus.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { processActivity, type ActivityEdits } from '../../src/domain/process-activity';
import type { EditOp } from '../../src/domain/edits/types';
import type { TrackSummary } from '../../src/domain/stats/types';
import { CORPUS, describeCorpus } from '../gpx-real/corpus';
import { handCut, handTrim, pointTimes } from './hand-cut';

const FILE = join(CORPUS, 'gpx-animator__gpx-animator/bikeride.gpx');
const FIGURES = [
  'points',
  'segments',
  'distanceM',
  'elapsedS',
  'movingS',
  'stopsS',
  'elevationGainM',
  'elevationLossM',
  'minElevationM',
  'maxElevationM',
  'avgSpeedMps',
  'maxSpeedMps',
  'avgHr',
  'maxHr',
  'startTime',
  'endTime',
] as const;
const TOLERANCE = 0.001;

const iso = (ms: number) => new Date(ms).toISOString();
const bytesOf = (text: string) => new TextEncoder().encode(text);

async function summaryOf(gpx: string, ops: EditOp[] = []): Promise<TrackSummary> {
  const edits: ActivityEdits = { id: 'x', history: { ops, applied: ops.length } };
  const out = await processActivity(bytesOf(gpx), { fileName: 'ride.gpx', id: 'x', importedAt: 0, edits });
  return out.summary;
}

function expectSameFigures(edited: TrackSummary, byHand: TrackSummary): void {
  for (const key of FIGURES) {
    const a = edited[key];
    const b = byHand[key];
    if (a === null || b === null) {
      expect(a, key).toBe(b);
      continue;
    }
    expect(Math.abs(a - b), `${key}: edited ${a}, by hand ${b}`).toBeLessThanOrEqual(
      Math.abs(b) * TOLERANCE + 1e-9,
    );
  }
  expect(edited.bestEfforts.map((e) => e.key)).toEqual(byHand.bestEfforts.map((e) => e.key));
}

describeCorpus('edited activity = the file cut beforehand (issue 36)', () => {
  const gpx = readFileSync(FILE, 'utf8');
  const times = pointTimes(gpx);
  const at = (fraction: number) => times[Math.floor(times.length * fraction)]!;

  it('trim', async () => {
    const [start, end] = [at(0.2), at(0.7)];
    const edited = await summaryOf(gpx, [{ op: 'trim', start: iso(start), end: iso(end) }]);
    expectSameFigures(edited, await summaryOf(handTrim(gpx, start, end)));
    expect(edited.points).toBeLessThan(times.length);
  });

  it('cut out', async () => {
    const [start, end] = [at(0.3), at(0.55)];
    const edited = await summaryOf(gpx, [{ op: 'cut', start: iso(start), end: iso(end) }]);
    expectSameFigures(edited, await summaryOf(handCut(gpx, start, end)));
    expect(edited.segments).toBe(2);
  });

  it('split: each part as its own file', async () => {
    const split = at(0.4);
    const first = await summaryOf(gpx, [{ op: 'split', at: iso(split), keep: 'before' }]);
    const second = await summaryOf(gpx, [{ op: 'split', at: iso(split), keep: 'after' }]);
    expectSameFigures(first, await summaryOf(handTrim(gpx, -Infinity, split)));
    expectSameFigures(second, await summaryOf(handTrim(gpx, split + 1, Infinity)));
  });

  it('merge of two parts gives the figures of one file with a segment break', async () => {
    const split = at(0.5);
    const gap = at(0.55);
    const firstGpx = handTrim(gpx, -Infinity, split);
    const secondGpx = handTrim(gpx, gap, Infinity);
    const second = await processActivity(bytesOf(secondGpx), { fileName: 'b.gpx', id: 'b', importedAt: 0 });
    const ops: EditOp[] = [{ op: 'merge', ids: ['b'] }];
    const edits: ActivityEdits = {
      id: 'a',
      history: { ops, applied: 1 },
      sources: new Map([['b', second.track]]),
    };
    const merged = await processActivity(bytesOf(firstGpx), {
      fileName: 'a.gpx',
      id: 'a',
      importedAt: 0,
      edits,
    });
    expectSameFigures(merged.summary, await summaryOf(handCut(gpx, split, gap)));
  });

  it('trim then cut, applied in order', async () => {
    const ops: EditOp[] = [
      { op: 'trim', start: iso(at(0.1)), end: iso(at(0.9)) },
      { op: 'cut', start: iso(at(0.4)), end: iso(at(0.6)) },
    ];
    const byHand = handCut(handTrim(gpx, at(0.1), at(0.9)), at(0.4), at(0.6));
    expectSameFigures(await summaryOf(gpx, ops), await summaryOf(byHand));
  });

  it('no applied edit gives the exact summary of the file (an undo of everything)', async () => {
    const undone = await processActivity(bytesOf(gpx), {
      fileName: 'ride.gpx',
      id: 'x',
      importedAt: 0,
      edits: {
        id: 'x',
        history: { ops: [{ op: 'trim', start: iso(at(0.2)), end: iso(at(0.3)) }], applied: 0 },
      },
    });
    const plain = await processActivity(bytesOf(gpx), { fileName: 'ride.gpx', id: 'x', importedAt: 0 });
    expect({ ...undone.summary, edits: null }).toEqual(plain.summary);
  });
});
