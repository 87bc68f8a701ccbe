/**
 * Sensors a FIT file names in its device_info messages (global message 23): field 25 source_type
 * says where the device sits, field 1 device_type what it is, read by the source's own table.
 *
 * Definitions
 * - Barometer: a device_info of the recording device itself (source_type local) whose local device
 *   type is barometer. Its altitude is then an altimeter's, not the GPS fix's
 *   (stats/elevation-source.ts: the file says so).
 * - Speed/distance sensor: a paired ANT/ANT+ bike speed, bike speed-and-cadence or stride
 *   speed-and-distance (foot pod) sensor, or a Bluetooth LE bike speed, speed-and-cadence or foot
 *   pod. A device with one may take its distance from the wheel or the pod instead of from the
 *   positions (stats/device-comparison.ts).
 */
import type { FitSensors } from './types';

/** FIT source_type values. */
export const SOURCE_ANT = 0;
export const SOURCE_ANTPLUS = 1;
export const SOURCE_BLE = 3;
export const SOURCE_LOCAL = 5;
/** local_device_type barometer. */
export const LOCAL_BAROMETER = 4;
/** antplus_device_type: bike_speed_cadence, bike_speed, stride_speed_distance. */
export const ANTPLUS_SPEED_DISTANCE: readonly number[] = [121, 123, 124];
/** ble_device_type: bike_speed_cadence, bike_speed, footpod. */
export const BLE_SPEED_DISTANCE: readonly number[] = [3, 4, 6];

/** Updates sensors with one device_info message's source_type and device_type (undefined if absent). */
export function noteSensor(sensors: FitSensors, source: number | undefined, type: number | undefined): void {
  if (source === undefined || type === undefined) return;
  if (source === SOURCE_LOCAL && type === LOCAL_BAROMETER) sensors.barometer = true;
  const ant = source === SOURCE_ANT || source === SOURCE_ANTPLUS;
  if (ant && ANTPLUS_SPEED_DISTANCE.includes(type)) sensors.speedDistance = true;
  if (source === SOURCE_BLE && BLE_SPEED_DISTANCE.includes(type)) sensors.speedDistance = true;
}
