// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render-page';
import { IMPORT_JOURNAL_KEY } from '../controller/import-journal';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the notice of an import cut short', () => {
  it('says on the next visit what was and was not stored, and goes when dismissed', async () => {
    localStorage.setItem(
      IMPORT_JOURNAL_KEY,
      JSON.stringify({
        startedAt: Date.UTC(2026, 10, 25, 14, 2),
        savedAt: Date.UTC(2026, 10, 25, 14, 3),
        total: 120,
        done: 40,
        imported: 35,
        duplicate: 3,
        skipped: 0,
        failed: 2,
        failedNames: ['a/bad.gpx', 'b/cut.fit'],
      }),
    );
    renderPage('/activities');
    const notice = await screen.findByRole('status', { name: 'Your last import stopped before it finished' });
    expect(notice.textContent).toContain(
      'it stopped at 40 of 120 files: 35 imported, 3 already there, 2 failed.',
    );
    expect(notice.textContent).toContain('80 files were not reached.');
    expect(notice.textContent).toContain('Failed: a/bad.gpx, b/cut.fit.');
    expect(notice.textContent).toContain('only what is missing is imported');
    expect(screen.getAllByLabelText('Choose files').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status', { name: /last import stopped/ })).toBeNull();
    expect(localStorage.getItem(IMPORT_JOURNAL_KEY)).toBeNull();
  });
});
