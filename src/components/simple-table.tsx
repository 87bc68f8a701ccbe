/**
 * A small read-only table in the app's .data-table style: a header row, one row per item whose
 * first cell is the row's header (<th scope="row">), numeric columns right-aligned. For the short
 * tables of cards (gear totals, sports of a year, legs, our figures against the device's); the
 * Activities and Compare tables, which sort and select, have their own.
 */
import type { ReactNode } from 'react';

export interface SimpleColumn<R> {
  header: string;
  /** Right-aligned, tabular figures (the .num style). */
  numeric?: boolean;
  cell: (row: R, index: number) => ReactNode;
}

export interface SimpleTableProps<R> {
  /** The first column is the row header. */
  columns: readonly SimpleColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R, index: number) => string;
  /** A caption for screen readers (visually hidden); or give `label`. */
  caption?: string;
  /** Show the caption: a table that stands on its page with no card title above it. */
  captionShown?: boolean;
  label?: string;
  /** Extra classes on the table (e.g. a page's compact style). */
  className?: string;
}

export function SimpleTable<R>({
  columns,
  rows,
  rowKey,
  caption,
  captionShown,
  label,
  className,
}: SimpleTableProps<R>) {
  const num = (c: SimpleColumn<R>) => (c.numeric ? 'num' : undefined);
  return (
    <table className={className ? `data-table ${className}` : 'data-table'} aria-label={label}>
      {caption ? <caption className={captionShown ? undefined : 'visually-hidden'}>{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.header} scope="col" className={num(c)}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={rowKey(row, i)}>
            {columns.map((c, j) =>
              j === 0 ? (
                <th key={c.header} scope="row" className={num(c)}>
                  {c.cell(row, i)}
                </th>
              ) : (
                <td key={c.header} className={num(c)}>
                  {c.cell(row, i)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
