/** The loop the segments benchmark's passes run (about 3.8 km round), shared by its seed and bench. */
export const LOOP_CENTRE: [number, number] = [46.3, 6.9];
export const LOOP_RADIUS_M = 600;
