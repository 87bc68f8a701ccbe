// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSummary } from '../../../testing/summary';
import { renderWithRouter } from '../../../testing/render-page';
import { ClickResults, LIST_LIMIT, type ClickResultsProps } from './click-results';
import type { ClickAnswer } from './use-heat-click';

afterEach(cleanup);

const point = { lon: 8.52, lat: 47.39, toleranceM: 40 };
const answerOf = (n: number): ClickAnswer => {
  const summaries = Array.from({ length: n }, (_, i) =>
    makeSummary({ id: `id${i}`, name: `Run ${i}`, sport: 'run', startTime: Date.UTC(2026, 0, 1 + i) }),
  );
  return {
    point,
    ms: 1,
    ids: summaries.map((s) => s.id),
    top: summaries.slice(0, LIST_LIMIT).map((summary) => ({ summary, distanceM: 5 })),
  };
};

function renderResults(props: Partial<ClickResultsProps>) {
  const all: ClickResultsProps = {
    answer: null,
    pending: false,
    error: null,
    compareHref: (ids) => `/compare?ids=${ids.join(',')}`,
    go: vi.fn(),
    onFilterTo: vi.fn(),
    onClose: vi.fn(),
    ...props,
  };
  renderWithRouter(<ClickResults {...all} />, '/heatmap');
  return all;
}

describe('ClickResults', () => {
  it('invites a click before there is one', async () => {
    renderResults({});
    expect(await screen.findByText(/Click anywhere on the map/)).toBeTruthy();
  });

  it('lists the activities with links, and offers compare and filter for all of them', async () => {
    const props = renderResults({ answer: answerOf(3) });
    expect(await screen.findByText('3 activities pass within 40 m.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Run 1' });
    expect(link.getAttribute('href')).toBe('/activities/id1');
    expect(link.nextElementSibling?.textContent).toMatch(/^\w{3} 2 Jan 2026 · run · [\d.]+ km$/);
    await userEvent.click(link);
    expect(props.go).toHaveBeenCalledWith('/activities/id1');
    const compare = screen.getByRole('link', { name: 'Compare these' });
    expect(compare.getAttribute('href')).toBe('/compare?ids=id0,id1,id2');
    await userEvent.click(compare);
    expect(props.go).toHaveBeenLastCalledWith('/compare?ids=id0,id1,id2');
    await userEvent.click(screen.getByRole('button', { name: 'Filter to these' }));
    expect(props.onFilterTo).toHaveBeenCalledWith(['id0', 'id1', 'id2']);
  });

  it('shows at most LIST_LIMIT items but acts on every hit', async () => {
    const props = renderResults({ answer: answerOf(LIST_LIMIT + 5) });
    await screen.findByText(`Showing the ${LIST_LIMIT} most recent.`);
    expect(screen.getAllByRole('listitem')).toHaveLength(LIST_LIMIT);
    await userEvent.click(screen.getByRole('button', { name: 'Filter to these' }));
    expect((props.onFilterTo as ReturnType<typeof vi.fn>).mock.calls[0]?.[0]).toHaveLength(LIST_LIMIT + 5);
  });

  it('says when nothing passes there', async () => {
    renderResults({ answer: answerOf(0) });
    expect(await screen.findByText('No activity passes within 40 m of this point.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Filter to these' })).toBeNull();
  });
});
