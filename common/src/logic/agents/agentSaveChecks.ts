import {
  DEFAULT_TAB_LABELS,
  FRAME_DEFAULT_HEIGHT,
  MIN_MAX_CHUNK_SIZE,
  TEXT,
} from '../../constants';
import { generateAgentSecretKey } from '../ids/randomSecrets';

/**
 * Checks and fill-ins applied when an agent's settings are saved.
 */

/** vgOptions.maxChunkSize must be at least 1000; unset is fine. */
export function validateMaxChunkSize(maxChunkSize: number | null | undefined): string | null {
  if (maxChunkSize === null || maxChunkSize === undefined) return null;
  return Number.isFinite(maxChunkSize) && maxChunkSize >= MIN_MAX_CHUNK_SIZE
    ? null
    : TEXT.maxChunkSize;
}

export function agentSaveFailedMessage(message: string): string {
  return `Failed to save agent, ${message}`;
}

/** An agent without SECRET_API_KEY gets one ('vg_' and 20 characters). */
export function ensureAgentSecretKey(secretApiKey: string | null | undefined): string {
  return secretApiKey && secretApiKey.trim() !== '' ? secretApiKey : generateAgentSecretKey();
}

export interface DefaultWidgetTab {
  key: keyof typeof DEFAULT_TAB_LABELS;
  label: string;
  hide: boolean;
  iframeHeight: number;
}

export function defaultWidgetTabs(): DefaultWidgetTab[] {
  return (Object.keys(DEFAULT_TAB_LABELS) as (keyof typeof DEFAULT_TAB_LABELS)[]).map((key) => ({
    key,
    label: DEFAULT_TAB_LABELS[key],
    hide: false,
    iframeHeight: FRAME_DEFAULT_HEIGHT,
  }));
}

/**
 * Switching ui.widgetType to 'tabs' with no tabs set fills in the default
 * tabs; existing tabs and other widget types are left alone.
 */
export function tabsForWidgetType<T>(
  widgetType: string | null | undefined,
  tabs: readonly T[] | null | undefined,
): readonly T[] | DefaultWidgetTab[] | null | undefined {
  if (widgetType === 'tabs' && (!tabs || tabs.length === 0)) return defaultWidgetTabs();
  return tabs;
}
