/**
 * Power written as a FIT developer field: a running power pod (Stryd) paired with a watch that has
 * no power of its own writes its watts in a developer field of each record message, described once
 * by a field_description message (FIT SDK, "Developer Data": field_definition_number,
 * developer_data_index, fit_base_type_id, field_name, units, native_mesg_num, native_field_num).
 *
 * Definition
 * - A developer field is power when its description says it stands for the record's power field
 *   (native_mesg_num RECORD_MESG and native_field_num RECORD_POWER_FIELD, as Stryd's "Power" says),
 *   or, without a native field number, when its name is "Power" and its units are watts
 *   (POWER_UNITS, any case) and it is not tied to another message. A description by native field
 *   number wins over one by name; otherwise the first one described wins.
 * - Its value is raw / scale − offset (the description's scale and offset, 1 and 0 when absent).
 * - It is the file's power only when no record has a native power value (decode-fit.ts): a file
 *   with both comes from a device with its own power, and one meter is never mixed with another.
 */
import { R_NONE, readerCode } from './base-types';
import { MESG, type Definition } from './definitions';

/** The record message's global number and its power field number (FIT profile). */
const RECORD_MESG = MESG.record;
const RECORD_POWER_FIELD = 7;
/** Units that name watts, lower case. */
const POWER_UNITS: readonly string[] = ['w', 'watt', 'watts'];

/** A developer field found to be power. */
export interface DeveloperPower {
  devIndex: number;
  num: number;
  baseType: number;
  scale: number;
  offset: number;
  /** Described by its native field number (wins over a match by name). */
  byNative: boolean;
}

/** The numbers and strings of one field_description message. */
export interface FieldDescription {
  devIndex: number | undefined;
  num: number | undefined;
  baseType: number | undefined;
  name: string | null;
  units: string | null;
  scale: number | undefined;
  offset: number | undefined;
  nativeMesg: number | undefined;
  nativeField: number | undefined;
}

const known = (v: number | undefined): v is number => v !== undefined && !Number.isNaN(v);

/** The description as power (definition above), or null. */
export function asDeveloperPower(d: FieldDescription): DeveloperPower | null {
  if (!known(d.devIndex) || !known(d.num) || !known(d.baseType)) return null;
  const byNative = d.nativeMesg === RECORD_MESG && d.nativeField === RECORD_POWER_FIELD;
  const byName =
    !known(d.nativeField) &&
    (!known(d.nativeMesg) || d.nativeMesg === RECORD_MESG) &&
    d.name?.trim().toLowerCase() === 'power' &&
    POWER_UNITS.includes(d.units?.trim().toLowerCase() ?? '');
  if (!byNative && !byName) return null;
  return {
    devIndex: d.devIndex,
    num: d.num,
    baseType: d.baseType,
    scale: known(d.scale) && d.scale !== 0 ? d.scale : 1,
    offset: known(d.offset) ? d.offset : 0,
    byNative,
  };
}

/** Whether `next` replaces the power field chosen so far (definition above). */
export function prefers(current: DeveloperPower | null, next: DeveloperPower): boolean {
  return current === null || (next.byNative && !current.byNative);
}

/** Points a record definition at its developer power field, if it has it (-1 otherwise). */
export function placeDeveloperPower(def: Definition, power: DeveloperPower | null): void {
  def.devPowerAt = -1;
  if (power === null) return;
  for (let f = 0; f < def.devNum.length; f++) {
    if (def.devNum[f] !== power.num || def.devIndex[f] !== power.devIndex) continue;
    const reader = readerCode(def.devSize[f]!, power.baseType, def.little);
    if (reader === R_NONE) return;
    def.devPowerAt = def.devOffset[f]!;
    def.devPowerReader = reader;
    def.devPowerScale = power.scale;
    def.devPowerOffset = power.offset;
    return;
  }
}
