import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons shown at the end of the header. */
  actions?: ReactNode;
  /** Small line above the title (e.g. a date or a breadcrumb). */
  eyebrow?: ReactNode;
}

/**
 * The top of a page: its h1, a line of description and page actions. A <div>, not <header>: some
 * tools count any <header> as a second banner landmark.
 */
export function PageHeader({ title, description, actions, eyebrow }: PageHeaderProps) {
  return (
    <div className="page-header">
      <div className="page-header__text">
        {eyebrow ? <p className="page-header__eyebrow">{eyebrow}</p> : null}
        {typeof title === 'string' ? (
          // A name from a file: isolated, so right-to-left text never reorders what is around it,
          // and at most three lines (the whole name in its tooltip).
          <h1 className="page-header__title page-header__title--text" title={title}>
            <bdi>{title}</bdi>
          </h1>
        ) : (
          <h1 className="page-header__title">{title}</h1>
        )}
        {description ? <p className="page-header__description">{description}</p> : null}
      </div>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </div>
  );
}
