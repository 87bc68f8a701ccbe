import { describe, expect, it } from 'vitest';
import { processActivity } from '../process-activity';
import { PADDING_MAX_BYTES_PER_POINT, PADDING_MIN_BYTES, paddingReason } from './padding';

const point = (i: number) =>
  `<trkpt lat="${48.1 + i * 1e-4}" lon="2.3"><time>2024-05-01T07:${String(i % 60).padStart(2, '0')}:00Z</time></trkpt>`;

function paddedGpx(points: number, paddingBytes: number): Uint8Array {
  const pts = Array.from({ length: points }, (_, i) => point(i)).join('');
  const text = `<?xml version="1.0"?><gpx version="1.1">${' '.repeat(paddingBytes)}<trk><trkseg>${pts}</trkseg></trk></gpx>`;
  return new TextEncoder().encode(text);
}

describe('padding', () => {
  it('refuses a big file with almost no points, keeps small files and dense ones', () => {
    expect(paddingReason(PADDING_MIN_BYTES - 1, 1)).toBeNull();
    expect(paddingReason(300 * 1024 * 1024, 1)).toBe(
      'Refused: 300 MB of which almost all is padding around 1 track point',
    );
    const size = 400 * PADDING_MAX_BYTES_PER_POINT;
    expect(size).toBeGreaterThan(PADDING_MIN_BYTES);
    expect(paddingReason(size, 400)).toBeNull();
    expect(paddingReason(size, 399)).toMatch(/padding around 399 track points/);
  });

  it('is applied to a real file: one point in 17 MB of blanks is refused, not stored', async () => {
    const bytes = paddedGpx(1, 17 * 1024 * 1024);
    await expect(processActivity(bytes, { fileName: 'padded.gpx', id: 'p' })).rejects.toThrow(
      /^Refused: 17 MB of which almost all is padding around 1 track point$/,
    );
    const dense = paddedGpx(300, 17 * 1024 * 1024);
    await expect(processActivity(dense, { fileName: 'dense.gpx', id: 'd' })).resolves.toMatchObject({
      summary: { points: 300 },
    });
  });
});
