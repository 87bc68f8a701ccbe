/**
 * User settings (unit system, theme), remembered in localStorage. What is read back is parsed with
 * zod: a missing, old or hand-edited value falls back to the defaults field by field, never crashes.
 * The theme follows prefers-color-scheme until the user picks one.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { z } from '../domain/zod';
import type { UnitSystem } from '../domain/units';
import { setTimePreference, type TimePreference } from './format';
import { MAX_ZONES, zoneProblem, type PrivacyZone } from '../domain/privacy/zones';
import { MAX_HR_SETTING_MAX, MAX_HR_SETTING_MIN } from '../domain/stats/max-hr';

export const SETTINGS_STORAGE_KEY = 'gpx-dashboard.settings';

export type ThemeChoice = 'system' | 'light' | 'dark';
export type ResolvedTheme = 'light' | 'dark';
export type MapTiles = 'on' | 'off';
/** The first day of a goal's week and streak (domain/goals/progress.ts): Monday unless chosen. */
export type WeekStart = 'monday' | 'sunday';
/** date-fns numbering of a week start (0 Sunday, 1 Monday), what domain/goals/progress.ts takes. */
export const WEEK_START_DAY: Readonly<Record<WeekStart, number>> = { sunday: 0, monday: 1 };

const zoneSchema = z
  .object({ id: z.string().min(1).max(64), lat: z.number(), lon: z.number(), radiusM: z.number() })
  .refine((zone) => zoneProblem(zone) === null);

export const settingsSchema = z.object({
  units: z.enum(['metric', 'imperial']).catch('metric'),
  theme: z.enum(['system', 'light', 'dark']).catch('system'),
  /** Times in each activity's own zone, or in this browser's (lib/format.ts). */
  times: z.enum(['activity', 'viewer']).catch('activity'),
  /** Circles left out of every map and export of the person's tracks (domain/privacy/zones.ts). */
  privacyZones: z.array(zoneSchema).max(MAX_ZONES).catch([]),
  /** Third-party basemap tiles (OpenFreeMap or VITE_BASEMAP_STYLE_URL) on the maps, or none at all. */
  mapTiles: z.enum(['on', 'off']).catch('on'),
  /** The person's maximum heart rate for zones (domain/stats/max-hr.ts); null: estimated. */
  maxHr: z.number().int().min(MAX_HR_SETTING_MIN).max(MAX_HR_SETTING_MAX).nullable().catch(null),
  /** The day weekly goals and their streaks start on. */
  weekStart: z.enum(['monday', 'sunday']).catch('monday'),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  units: 'metric',
  theme: 'system',
  times: 'activity',
  privacyZones: [],
  mapTiles: 'on',
  maxHr: null,
  weekStart: 'monday',
};

/** Reads stored settings; anything unreadable gives the defaults (per field where possible). */
export function loadSettings(storage: Storage | undefined = safeLocalStorage()): Settings {
  if (!storage) return DEFAULT_SETTINGS;
  try {
    const raw = storage.getItem(SETTINGS_STORAGE_KEY);
    if (raw === null) return DEFAULT_SETTINGS;
    const parsed: unknown = JSON.parse(raw);
    const result = settingsSchema.safeParse(typeof parsed === 'object' && parsed !== null ? parsed : {});
    return result.success ? result.data : DEFAULT_SETTINGS;
  } catch {
    return DEFAULT_SETTINGS;
  }
}

/** Writes settings; a full or blocked storage only means they are not remembered. */
export function saveSettings(settings: Settings, storage: Storage | undefined = safeLocalStorage()): void {
  try {
    storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Private mode or quota: the setting still applies for this session.
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeSystemTheme(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function systemTheme(): ResolvedTheme {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'light';
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

export interface SettingsValue {
  units: UnitSystem;
  /** What the user chose ('system' until they pick). */
  theme: ThemeChoice;
  /** The theme in effect. */
  resolvedTheme: ResolvedTheme;
  /** Where activity times are shown (lib/format.ts summaryZone). */
  times: TimePreference;
  /** Whether maps may load third-party basemap tiles (off: no tile or style request at all). */
  mapTiles: MapTiles;
  setUnits: (units: UnitSystem) => void;
  setMapTiles: (mapTiles: MapTiles) => void;
  setTheme: (theme: ThemeChoice) => void;
  setTimes: (times: TimePreference) => void;
  privacyZones: readonly PrivacyZone[];
  setPrivacyZones: (zones: readonly PrivacyZone[]) => void;
  /** The maximum heart rate the person set, or null (estimated from their history). */
  maxHr: number | null;
  setMaxHr: (bpm: number | null) => void;
  /** The day weekly goals and streaks start on. */
  weekStart: WeekStart;
  setWeekStart: (weekStart: WeekStart) => void;
}

const SettingsContext = createContext<SettingsValue | null>(null);

/** Provides settings, applies the theme to <html data-theme> and keeps tabs in step. */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<Settings>(() => loadSettings());
  const system = useSyncExternalStore(subscribeSystemTheme, systemTheme, () => 'light' as const);
  const resolvedTheme: ResolvedTheme = settings.theme === 'system' ? system : settings.theme;
  // Before any page formats a time (pages remount on a change: root-layout keys them on it).
  setTimePreference(settings.times);

  const update = useCallback((patch: Partial<Settings>) => {
    setSettings((previous) => {
      const next = { ...previous, ...patch };
      saveSettings(next);
      return next;
    });
  }, []);

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = resolvedTheme;
    root.style.colorScheme = resolvedTheme;
  }, [resolvedTheme]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SETTINGS_STORAGE_KEY) setSettings(loadSettings());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo<SettingsValue>(
    () => ({
      units: settings.units,
      theme: settings.theme,
      resolvedTheme,
      setUnits: (units) => update({ units }),
      setTheme: (theme) => update({ theme }),
      times: settings.times,
      setTimes: (times) => update({ times }),
      privacyZones: settings.privacyZones,
      setPrivacyZones: (zones) => update({ privacyZones: [...zones] }),
      mapTiles: settings.mapTiles,
      setMapTiles: (mapTiles) => update({ mapTiles }),
      maxHr: settings.maxHr,
      setMaxHr: (maxHr) => update({ maxHr }),
      weekStart: settings.weekStart,
      setWeekStart: (weekStart) => update({ weekStart }),
    }),
    [settings, resolvedTheme, update],
  );
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

/** The current settings and their setters. Must be used inside SettingsProvider. */
export function useSettings(): SettingsValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings() needs a <SettingsProvider> above it.');
  return value;
}

/**
 * The settings maps read, or the defaults (light theme) outside a SettingsProvider: the map shell is
 * also rendered alone, in component tests.
 */
export function useMapSettings(): Pick<
  SettingsValue,
  'units' | 'resolvedTheme' | 'mapTiles' | 'setMapTiles'
> {
  const value = useContext(SettingsContext);
  return value ?? MAP_DEFAULTS;
}

const MAP_DEFAULTS = {
  units: DEFAULT_SETTINGS.units,
  resolvedTheme: 'light',
  mapTiles: DEFAULT_SETTINGS.mapTiles,
  setMapTiles: () => undefined,
} as const;

/** Shortcut for the unit system, the setting most components need. */
export function useUnits(): UnitSystem {
  return useSettings().units;
}
