import { describe, expect, it } from 'vitest';
import { deployRegions } from './deployRegions';

describe('deployRegions', () => {
  it('puts a regional project’s functions in its region only', () => {
    expect(deployRegions('eu')).toEqual(['europe-west3']);
    expect(deployRegions('na')).toEqual(['us-east4']);
  });

  it('serves both regions when none is set (the local stack)', () => {
    expect(deployRegions('')).toEqual(['europe-west3', 'us-east4']);
  });

  it('refuses a region that does not exist', () => {
    expect(() => deployRegions('asia')).toThrow("VG_REGION must be eu or na, not 'asia'.");
  });
});
