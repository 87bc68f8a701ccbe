/**
 * Search params of single pages, parsed leniently (an invalid field falls back to its default,
 * never an error page). The feature that owns a page may extend its schema here.
 */
import { formatCrops, parseCrops } from '../domain/compare/crop';
import { z } from '../domain/zod';
import { heatmapSearchSchema } from '../features/heatmap';
import { parseSearchLeniently } from '../lib/search-params';

/** Longest comparison set kept from a URL. */
export const MAX_COMPARE_IDS = 200;
const MAX_ID_LENGTH = 128;

const activityId = z.string().trim().min(1).max(MAX_ID_LENGTH);

/**
 * /compare?ids=a,b,c (or a JSON array): the comparison set, deduplicated, in URL order, kept
 * comma-joined (so the router writes the URL back as ids=a,b,c, not as a JSON array);
 * baseline=<id> the activity the gaps and differences are measured against (the
 * first when absent or not in the set); x=distance|time the x axis of the charts (distance when absent);
 * crop=id:startM-endM,... the parts of activities compared (src/domain/compare/crop.ts: each cropped
 * activity is compared from startM to endM, aligned at startM), malformed pairs dropped.
 */
export const compareSearchSchema = z.object({
  ids: z
    .union([z.string(), z.array(activityId)])
    .transform((value) => {
      const parts = Array.isArray(value) ? value : value.split(',').map((part) => part.trim());
      const unique = [...new Set(parts.filter((part) => part.length > 0 && part.length <= MAX_ID_LENGTH))];
      return unique.length > 0 ? unique.slice(0, MAX_COMPARE_IDS).join(',') : undefined;
    })
    .optional(),
  baseline: activityId.optional(),
  x: z.enum(['distance', 'time']).optional(),
  crop: z
    .string()
    .transform((value) => {
      const crops = parseCrops(value, MAX_ID_LENGTH);
      return crops.size > 0 ? formatCrops(new Map([...crops].slice(0, MAX_COMPARE_IDS))) : undefined;
    })
    .optional(),
});
export type CompareSearch = z.output<typeof compareSearchSchema>;
export const validateCompareSearch = (raw: Record<string, unknown>): CompareSearch =>
  parseSearchLeniently(compareSearchSchema, raw);

/** /heatmap: mode, camera and hand-picked ids; the heatmap feature owns the schema. */
export { heatmapSearchSchema };
export type HeatmapSearch = z.output<typeof heatmapSearchSchema>;
export const validateHeatmapSearch = (raw: Record<string, unknown>): HeatmapSearch =>
  parseSearchLeniently(heatmapSearchSchema, raw);
