/** The header's display settings (remembered in settings) as segmented radio groups. */
import type { UnitSystem } from '../../domain/units';
import type { TimePreference } from '../../lib/format';
import { useSettings } from '../../lib/settings';
import { Segmented, type SegmentedOption } from '../segmented';

const UNIT_OPTIONS: readonly SegmentedOption<UnitSystem>[] = [
  { value: 'metric', label: 'Metric', hint: 'km, m, km/h' },
  { value: 'imperial', label: 'Imperial', hint: 'mi, ft, mph' },
];

const ACTIVITY_ZONE = "Times in each activity's own time zone";
const VIEWER_ZONE = "Times in this device's time zone";
const TIME_OPTIONS: readonly SegmentedOption<TimePreference>[] = [
  { value: 'activity', label: "Activity's zone", name: ACTIVITY_ZONE, hint: ACTIVITY_ZONE },
  { value: 'viewer', label: 'My zone', name: VIEWER_ZONE, hint: VIEWER_ZONE },
];

/** Metric / imperial. */
export function UnitsToggle() {
  const { units, setUnits } = useSettings();
  return <Segmented legend="Units" options={UNIT_OPTIONS} value={units} onChange={setUnits} />;
}

/** Activity times in their own zone or in the viewer's. */
export function TimesToggle() {
  const { times, setTimes } = useSettings();
  return <Segmented legend="Times shown in" options={TIME_OPTIONS} value={times} onChange={setTimes} />;
}
