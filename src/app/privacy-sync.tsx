/**
 * Keeps the privacy zones of the settings (settings.tsx) and those stored with the person's data
 * (TrackStore.privacy, Firebase mode) the same: on start the stored zones win (another device may
 * have changed them); when none are stored yet, this device's are stored; then every change here is
 * stored. A store that cannot be read (offline with no cache) is left alone for this session, so a
 * device never overwrites zones it could not see.
 */
import { useEffect, useRef, useState } from 'react';
import type { PrivacyZoneStore } from '../data';
import { zonesKey } from '../domain/privacy/zones';
import { useSettings } from '../lib/settings';
import { useTrackStore } from '../lib/store-context';

export function PrivacyZonesSync(): null {
  const cloud = useTrackStore().privacy;
  const { privacyZones, setPrivacyZones } = useSettings();
  const [ready, setReady] = useState<PrivacyZoneStore | null>(null);
  const stored = useRef<string | null>(null);

  useEffect(() => {
    if (!cloud) return;
    let live = true;
    cloud.read().then(
      (zones) => {
        if (!live) return;
        if (zones) {
          stored.current = zonesKey(zones) + zones.map((z) => z.id).join();
          setPrivacyZones(zones);
        }
        setReady(cloud);
      },
      (error: unknown) =>
        console.warn(
          `The privacy zones could not be read from the cloud: ${error instanceof Error ? error.message : String(error)}`,
        ),
    );
    return () => void (live = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per store.
  }, [cloud]);

  useEffect(() => {
    if (!ready || ready !== cloud) return;
    const key = zonesKey(privacyZones) + privacyZones.map((z) => z.id).join();
    if (key === stored.current) return;
    stored.current = key;
    void ready.write(privacyZones);
  }, [ready, cloud, privacyZones]);
  return null;
}
