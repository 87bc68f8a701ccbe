/** The page a read-only link opens (issue 37), and what local mode shows for such a link. */
export { LocalSharedNotice } from './local-shared-notice';
