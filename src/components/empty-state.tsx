import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  /** What will appear here, and how to get there. */
  children?: ReactNode;
  /** Buttons or links that lead on. */
  actions?: ReactNode;
  icon?: ReactNode;
  /**
   * Heading level of the title: 2 (default) inside a page whose h1 is the page title; 1 when the
   * empty state is the whole page (not found).
   */
  headingLevel?: 1 | 2 | 3;
}

/** A real empty state: says what the page shows and how to fill it, never lorem ipsum. */
export function EmptyState({ title, children, actions, icon, headingLevel = 2 }: EmptyStateProps) {
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1] ?? 'h2';
  return (
    <section className="empty-state card">
      {icon ? <div className="empty-state__icon">{icon}</div> : null}
      <Heading className="empty-state__title">{title}</Heading>
      {children ? <div className="empty-state__body">{children}</div> : null}
      {actions ? <div className="empty-state__actions">{actions}</div> : null}
    </section>
  );
}
