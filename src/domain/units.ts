/**
 * Units live in the types: every quantity in the domain is SI (metres, seconds, metres per second,
 * epoch milliseconds for instants). Formatting for people takes a unit system as an argument.
 */
export type Metres = number;

export type UnitSystem = 'metric' | 'imperial';

export const METRES_PER_KM = 1000;
export const METRES_PER_MILE = 1609.344;
export const FEET_PER_METRE = 3.28084;
