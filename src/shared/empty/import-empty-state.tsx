/**
 * The empty state of a page that fills from imported files: what the page will show, and one button
 * to the Import page, worded the same on every page ("Import activity files": GPX, FIT, TCX, zips
 * and whole exports all work).
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClassName } from '../../components/button';
import { EmptyState } from '../../components/empty-state';

export function ImportEmptyState(props: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <EmptyState
      icon={props.icon}
      title={props.title}
      actions={
        <Link to="/import" className={buttonClassName('primary')}>
          Import activity files
        </Link>
      }
    >
      {props.children}
    </EmptyState>
  );
}
