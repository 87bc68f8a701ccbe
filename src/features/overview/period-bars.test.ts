import { describe, expect, it } from 'vitest';
import { omissionNote } from './period-bars';

describe('omissionNote', () => {
  it('is empty when nothing is left out', () => {
    expect(omissionNote(0, 0, 10, 'week')).toBe('');
  });

  it('uses singular and plural forms', () => {
    expect(omissionNote(1, 1, 104, 'week')).toBe(
      'Showing the latest 104 weeks; 1 earlier week is left out. 1 activity without a date is not charted.',
    );
    expect(omissionNote(3, 2, 1, 'month')).toBe(
      'Showing the latest 1 month; 3 earlier months are left out. 2 activities without a date are not charted.',
    );
  });
});
