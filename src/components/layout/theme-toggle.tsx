import { useSettings } from '../../lib/settings';
import { MoonIcon, SunIcon } from '../icons';

/**
 * Light / dark switch. Until the user presses it the theme follows the system preference;
 * afterwards their choice is remembered.
 */
export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useSettings();
  const dark = resolvedTheme === 'dark';
  return (
    <button
      type="button"
      className="icon-button"
      aria-pressed={dark}
      title={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {dark ? <MoonIcon /> : <SunIcon />}
      <span className="visually-hidden">Dark theme</span>
    </button>
  );
}
