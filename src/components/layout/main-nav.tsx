import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import {
  CompareIcon,
  CurvesIcon,
  GearIcon,
  GoalIcon,
  GroupIcon,
  ListIcon,
  MapIcon,
  OverviewIcon,
  SegmentsIcon,
  TrainingIcon,
  UploadIcon,
} from '../icons';

type NavTarget =
  | '/'
  | '/activities'
  | '/compare'
  | '/heatmap'
  | '/segments'
  | '/training'
  | '/curves'
  | '/gear'
  | '/goals'
  | '/groups'
  | '/import';

interface NavItem {
  to: NavTarget;
  label: string;
  icon: ReactNode;
  /** Only the exact path counts as current (Overview would match everything otherwise). */
  exact?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Overview', icon: <OverviewIcon />, exact: true },
  { to: '/activities', label: 'Activities', icon: <ListIcon /> },
  { to: '/compare', label: 'Compare', icon: <CompareIcon /> },
  { to: '/heatmap', label: 'Heatmap', icon: <MapIcon /> },
  { to: '/segments', label: 'Segments', icon: <SegmentsIcon /> },
  { to: '/training', label: 'Training', icon: <TrainingIcon /> },
  { to: '/curves', label: 'Curves', icon: <CurvesIcon /> },
  { to: '/gear', label: 'Gear', icon: <GearIcon /> },
  { to: '/goals', label: 'Goals', icon: <GoalIcon /> },
  { to: '/groups', label: 'Groups', icon: <GroupIcon /> },
  { to: '/import', label: 'Import', icon: <UploadIcon /> },
];

/**
 * The primary navigation. The router marks the current page with aria-current="page"; the
 * global filter params are kept across pages by the root route's search middleware.
 */
export function MainNav() {
  return (
    <nav className="main-nav" aria-label="Main">
      <ul className="main-nav__list">
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="main-nav__link"
              activeOptions={{ exact: item.exact ?? false, includeSearch: false }}
            >
              {item.icon}
              <span>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
