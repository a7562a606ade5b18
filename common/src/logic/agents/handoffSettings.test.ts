import { describe, expect, it } from 'vitest';
import { isHandoffBannerEnabled, isHandoffEnabled } from './handoffSettings';

describe('hand-off switches', () => {
  it.each([
    // enableHumanHandoff, enableVGHandoff → hand-off, banner
    [undefined, undefined, false, false],
    [false, true, false, false],
    [false, false, false, false],
    [true, undefined, true, false],
    [true, false, true, false],
    [true, true, true, true],
    // Saved before the master switch existed: the banner switch alone turned it on.
    [undefined, true, true, true],
  ])('master %s, banner %s: hand-off %s, banner %s', (master, banner, handoff, shown) => {
    const agent = { enableHumanHandoff: master, enableVGHandoff: banner };
    expect(isHandoffEnabled(agent)).toBe(handoff);
    expect(isHandoffBannerEnabled(agent)).toBe(shown);
  });
});
