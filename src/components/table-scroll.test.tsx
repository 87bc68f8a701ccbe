// @vitest-environment jsdom

import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { TableScroll } from './table-scroll';

function stubWidths(scrollWidth: number, clientWidth: number) {
  const proto = HTMLElement.prototype;
  Object.defineProperty(proto, 'scrollWidth', { configurable: true, get: () => scrollWidth });
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => clientWidth });
}

afterEach(() => {
  cleanup();
  const proto = HTMLElement.prototype as unknown as Record<string, unknown>;
  delete proto.scrollWidth;
  delete proto.clientWidth;
});

const table = (
  <table aria-label="Splits">
    <tbody>
      <tr>
        <td>1</td>
      </tr>
    </tbody>
  </table>
);

describe('TableScroll', () => {
  it('is a focusable, named region while its table is wider than the box', () => {
    stubWidths(620, 358);
    render(<TableScroll>{table}</TableScroll>);
    const region = screen.getByRole('group', { name: 'Splits, scrolls sideways' });
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('is a plain box, out of the tab order, while the table fits', () => {
    stubWidths(358, 358);
    render(<TableScroll>{table}</TableScroll>);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('table', { name: 'Splits' }).parentElement).not.toHaveAttribute('tabindex');
  });

  it('with a label is always a named region', () => {
    stubWidths(0, 0);
    render(<TableScroll label="Records">{table}</TableScroll>);
    expect(screen.getByRole('group', { name: 'Records' })).toHaveAttribute('tabindex', '0');
  });
});
