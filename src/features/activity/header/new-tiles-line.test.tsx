// @vitest-environment jsdom
import { cleanup, configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { tileLine } from '../../../domain/explorer/test-lines';
import { makeSummary } from '../../../testing/summary';
import { tileActivity } from '../../../testing/explorer-fixtures';
import { createMemoryTrackStore } from '../../../testing/memory-track-store';
import { renderPage } from '../../../testing/render-page';

// The activity route is lazy: its chunk loads on first visit.
configure({ asyncUtilTimeout: 15_000 });
afterEach(cleanup);

describe('activity page new tiles', () => {
  it('says how many tiles the activity visited first, counted over the whole history', async () => {
    // Zoom 14 row 5000: the earlier ride visits columns 8000..8002, the later run 8001..8004, so
    // the run has 2 new tiles (8003, 8004) at zoom 14.
    const y = 5000.5;
    const store = createMemoryTrackStore();
    const early = makeSummary({ id: 'early', name: 'Early ride', startTime: Date.UTC(2025, 0, 1) });
    const late = makeSummary({ id: 'late', name: 'Late run', startTime: Date.UTC(2025, 5, 1) });
    await store.putActivity(
      tileActivity(
        late,
        tileLine(14, [
          [8001.5, y],
          [8004.5, y],
        ]),
      ),
    );
    await store.putActivity(
      tileActivity(
        early,
        tileLine(14, [
          [8000.5, y],
          [8002.5, y],
        ]),
      ),
    );
    renderPage('/activities/late', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Late run' })).toBeInTheDocument();
    const line = await screen.findByTestId('new-tiles');
    expect(line).toHaveTextContent(/^2 new tiles/);
    // Zoom 17 tiles are 8 × 8 per zoom 14 tile: the two new columns hold 16 new zoom 17 tiles.
    expect(line).toHaveTextContent('16 at zoom 17');
    expect(screen.getByRole('link', { name: 'See your tiles' })).toHaveAttribute(
      'href',
      '/heatmap?mode=tiles',
    );
    cleanup();
    renderPage('/activities/early', { store });
    expect(await screen.findByTestId('new-tiles')).toHaveTextContent(/^3 new tiles/);
  });
});
