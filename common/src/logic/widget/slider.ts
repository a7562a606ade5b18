import { SLIDER_DEFAULTS } from '../../constants';

/**
 * Slider component options with the spec's defaults (min 0, max 100, step 1).
 */

export interface SliderOptions {
  defaultValue?: number;
  canCancel?: boolean;
  size?: string;
  label?: string;
  step?: number;
  maxValue?: number;
  minValue?: number;
  valueLabel?: string;
}

export interface ResolvedSliderOptions {
  minValue: number;
  maxValue: number;
  step: number;
  defaultValue: number;
  canCancel: boolean;
}

function finite(value: number | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function resolveSliderOptions(options: SliderOptions = {}): ResolvedSliderOptions {
  const minValue = finite(options.minValue) ? options.minValue : SLIDER_DEFAULTS.minValue;
  let maxValue = finite(options.maxValue) ? options.maxValue : SLIDER_DEFAULTS.maxValue;
  // A range written backwards would leave the slider unusable.
  if (maxValue < minValue) maxValue = minValue;
  const step = finite(options.step) && options.step > 0 ? options.step : SLIDER_DEFAULTS.step;
  const wanted = finite(options.defaultValue) ? options.defaultValue : minValue;
  const defaultValue = Math.min(maxValue, Math.max(minValue, wanted));
  return { minValue, maxValue, step, defaultValue, canCancel: options.canCancel === true };
}
