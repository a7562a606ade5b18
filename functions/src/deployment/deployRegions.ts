import { REGION_FUNCTIONS_LOCATION, type Region } from '@vg/common';

/**
 * Where this deployment's functions run. Each regional project sets
 * VG_REGION in its `functions/.env.<project>` (read by `firebase deploy` when
 * it loads the code), so eu functions land only in the eu project and na
 * functions only in the na project; the local stack, with no VG_REGION,
 * serves both regions from one emulator.
 */
export function deployRegions(region: string | undefined = process.env.VG_REGION): string[] {
  if (!region) return [REGION_FUNCTIONS_LOCATION.eu, REGION_FUNCTIONS_LOCATION.na];
  if (region !== 'eu' && region !== 'na') {
    throw new Error(`VG_REGION must be eu or na, not '${region}'.`);
  }
  return [REGION_FUNCTIONS_LOCATION[region satisfies Region]];
}
