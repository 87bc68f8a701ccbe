// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TrackStore } from '../data';
import { SETTINGS_STORAGE_KEY } from '../lib/settings';
import { createMemoryTrackStore } from '../testing/memory-track-store';
import { renderPage } from '../testing/render-page';
import { makeSummary } from '../testing/summary';

// Pages are lazy chunks: the first visit of each compiles its module, slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const renderApp = (path = '/', store: TrackStore = createMemoryTrackStore()) => renderPage(path, { store });

/** The value of the StatTile labelled `label` (its <dd> text). */
async function tileValue(label: string): Promise<string | null> {
  // The overview is a lazy chunk with charts: allow it time to load on a busy machine.
  // The first such tile is the totals grid's (the cards below it, "This week", repeat labels).
  const [term] = await screen.findAllByRole(
    'term',
    { name: (_, el) => el.textContent === label },
    { timeout: 20_000 },
  );
  return term?.nextElementSibling?.textContent ?? null;
}

const storedSettings = (): unknown => JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});
afterEach(cleanup);

describe('app shell', () => {
  it('has banner, main navigation, main landmark and a skip link to main', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const main = screen.getByRole('main');
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', `#${main.id}`);

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Overview', '/'],
      ['Activities', '/activities'],
      ['Compare', '/compare'],
      ['Heatmap', '/heatmap'],
      ['Segments', '/segments'],
      ['Training', '/training'],
      ['Curves', '/curves'],
      ['Gear', '/gear'],
      ['Goals', '/goals'],
      ['Groups', '/groups'],
      ['Import', '/import'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Activities' })).not.toHaveAttribute('aria-current');
  });

  it('navigates between pages, moving aria-current and the document title', async () => {
    const user = userEvent.setup();
    const { history } = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });

    await user.click(within(nav).getByRole('link', { name: 'Heatmap' }));
    // The heatmap is a lazy chunk with deck.gl: its first import is slow on a loaded machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Heatmap' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(history.location.pathname).toBe('/heatmap');
    expect(within(nav).getByRole('link', { name: 'Heatmap' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(document.title).toMatch(/^Heatmap · /));

    await user.click(within(nav).getByRole('link', { name: 'Activities' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Activities' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/activities');
  });

  it('shows a real empty state on an empty store, leading to import', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'No activities yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import activity files' })).toHaveAttribute('href', '/import');
  });

  it('shows a not-found page for an unknown address', async () => {
    renderApp('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('settings', () => {
  it('theme toggle switches to dark, applies it and remembers it across a reload', async () => {
    const user = userEvent.setup();
    const first = renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(storedSettings()).toMatchObject({ theme: 'dark' });

    first.unmount();
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('units toggle changes displayed numbers and is remembered across a reload', async () => {
    const user = userEvent.setup();
    const store = createMemoryTrackStore([makeSummary({ distanceM: 16_093.44 })]);
    const first = renderApp('/', store);
    // The overview's totals show distance to one decimal.
    expect(await tileValue('Distance')).toBe('16.1 km');
    expect(screen.getByRole('radio', { name: 'Metric' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Imperial' }));
    await waitFor(async () => expect(await tileValue('Distance')).toBe('10.0 mi'));
    expect(storedSettings()).toMatchObject({ units: 'imperial' });

    first.unmount();
    renderApp('/', store);
    expect(await screen.findByRole('radio', { name: 'Imperial' })).toBeChecked();
  });

  it('ignores a corrupt stored setting', async () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{"units":"furlongs","theme":"dark"}');
    renderApp('/');
    expect(await screen.findByRole('radio', { name: 'Metric' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('routes', () => {
  it('bad search params fall back instead of crashing', async () => {
    renderApp('/heatmap?zoom=%22far%22&mode=%22sideways%22');
    expect(await screen.findByRole('heading', { level: 1, name: 'Heatmap' })).toBeInTheDocument();
    cleanup();
    renderApp('/compare?ids=5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare' })).toBeInTheDocument();
  });

  it('compare reads its set from the URL', async () => {
    const store = createMemoryTrackStore([
      makeSummary({ id: 'aa11', name: 'Hill repeats' }),
      makeSummary({ id: 'bb22' }),
    ]);
    renderApp('/compare?ids=aa11,zz99', store);
    expect(await screen.findByRole('link', { name: 'Hill repeats' })).toHaveAttribute(
      'href',
      '/activities/aa11',
    );
    expect(screen.getByText(/1 activity in this link is not stored here/)).toBeInTheDocument();
  });

  it('activity page shows the summary numbers and deletes after confirmation', async () => {
    const user = userEvent.setup();
    const store = createMemoryTrackStore([
      makeSummary({
        id: 'cafe01',
        name: 'Lake loop',
        distanceM: 12_345,
        startTime: Date.UTC(2025, 5, 14, 5, 42),
        utcOffsetMin: 120,
      }),
    ]);
    const { history } = renderApp('/activities/cafe01', store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lake loop' })).toBeInTheDocument();
    expect(screen.getByText('12.35')).toBeInTheDocument();
    expect(screen.getByText(/Sat 14 Jun 2025, 07:42/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this activity?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete activity' }));

    await waitFor(() => expect(history.location.pathname).toBe('/activities'));
    expect(await store.listSummaries()).toEqual([]);
  });

  it('an unknown activity id shows a not-found state', async () => {
    renderApp('/activities/deadbeef');
    expect(await screen.findByRole('heading', { name: 'Activity not found' })).toBeInTheDocument();
  });
});
