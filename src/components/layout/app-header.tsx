import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LogoIcon } from '../icons';
import { MainNav } from './main-nav';

export const APP_NAME = 'GPX Dashboard';

/** The banner: app name (link home), main navigation and the tools given as children. */
export function AppHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link to="/" className="app-header__brand" aria-label={APP_NAME} activeOptions={{ exact: true }}>
          <span className="app-header__logo">
            <LogoIcon size={20} />
          </span>
          <span className="app-header__brand-name">{APP_NAME}</span>
        </Link>
        <MainNav />
        <div className="app-header__tools">{children}</div>
      </div>
    </header>
  );
}
