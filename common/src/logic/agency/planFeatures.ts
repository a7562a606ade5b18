import { PLAN_FEATURES, TEXT } from '../../constants';

/**
 * Feature lists of an agency's subscription plans: one to five entries,
 * none blank.
 */

export function validatePlanFeatures(features: readonly string[]): string | null {
  if (features.length < PLAN_FEATURES.min || features.some((feature) => feature.trim() === '')) {
    return TEXT.planFeatureText;
  }
  if (features.length > PLAN_FEATURES.max) return TEXT.planFeatureMax;
  return null;
}

/** The first failing plan's message, or null when every plan passes. */
export function validateAgencyPlansFeatures(
  plans: readonly { features: readonly string[] }[],
): string | null {
  for (const plan of plans) {
    const error = validatePlanFeatures(plan.features);
    if (error) return error;
  }
  return null;
}

export interface FeatureEdit {
  features: string[];
  error: string | null;
}

/** Adds an empty entry unless five exist already. */
export function addPlanFeature(features: readonly string[]): FeatureEdit {
  if (features.length >= PLAN_FEATURES.max)
    return { features: [...features], error: TEXT.planFeatureMax };
  return { features: [...features, ''], error: null };
}

/** Removes an entry unless it is the last one. */
export function removePlanFeature(features: readonly string[], index: number): FeatureEdit {
  if (features.length <= PLAN_FEATURES.min) {
    return { features: [...features], error: TEXT.planFeatureMin };
  }
  return { features: features.filter((_, at) => at !== index), error: null };
}
