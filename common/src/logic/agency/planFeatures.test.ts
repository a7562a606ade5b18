import { describe, expect, it } from 'vitest';
import {
  addPlanFeature,
  removePlanFeature,
  validateAgencyPlansFeatures,
  validatePlanFeatures,
} from './planFeatures';

const TEXT_MSG = 'Each plan must have at least one feature with text';
const MAX_MSG = 'Maximum of 5 features allowed';
const MIN_MSG = 'Each plan must have at least one feature';

describe('validatePlanFeatures', () => {
  it.each([
    [[], TEXT_MSG],
    [['a'], null],
    [['a', '  '], TEXT_MSG],
    [['1', '2', '3', '4', '5'], null],
    [['1', '2', '3', '4', '5', '6'], MAX_MSG],
  ])('%j -> %j', (features, expected) => {
    expect(validatePlanFeatures(features)).toBe(expected);
  });

  it('reports the first failing plan', () => {
    expect(validateAgencyPlansFeatures([{ features: ['a'] }, { features: [] }])).toBe(TEXT_MSG);
    expect(validateAgencyPlansFeatures([{ features: ['a'] }])).toBeNull();
  });
});

describe('editing features', () => {
  it.each([
    [['a'], { features: ['a', ''], error: null }],
    [['1', '2', '3', '4'], { features: ['1', '2', '3', '4', ''], error: null }],
    [['1', '2', '3', '4', '5'], { features: ['1', '2', '3', '4', '5'], error: MAX_MSG }],
  ])('add to %j -> %j', (features, expected) => {
    expect(addPlanFeature(features)).toEqual(expected);
  });

  it.each([
    [['a', 'b'], 0, { features: ['b'], error: null }],
    [['a'], 0, { features: ['a'], error: MIN_MSG }],
    [[], 0, { features: [], error: MIN_MSG }],
  ])('from %j remove index %i -> %j', (features, index, expected) => {
    expect(removePlanFeature(features, index)).toEqual(expected);
  });
});
