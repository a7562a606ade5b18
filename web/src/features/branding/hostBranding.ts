import '@fontsource/rubik/400.css';
import '@fontsource/rubik/500.css';
import '@fontsource/rubik/700.css';
import { REGIONS, type AgencyBranding } from '@vg/common';
import { fetchAgencyBranding } from '../../data/agency';
import { env } from '../../env';
import { fontStack } from '../agency/helpers/brandingLook';

let branding: AgencyBranding | null = null;

/** Hosts that serve the product under its own brand. */
export function isProductHost(hostname: string): boolean {
  const own = ['localhost', '127.0.0.1', '[::1]', ...(env.VITE_PRODUCT_HOSTS?.split(',') ?? [])];
  return own.map((host) => host.trim().toLowerCase()).includes(hostname.toLowerCase());
}

/** The agency whose verified domain serves this page, or null on the product's own hosts. */
export function hostBranding(): AgencyBranding | null {
  return branding;
}

/** For tests: the branding the page would have loaded. */
export function setHostBranding(value: AgencyBranding | null): void {
  branding = value;
}

/**
 * Called before the first render: on an agency's domain the branding is
 * fetched and applied to the document (title, favicon, font, custom CSS),
 * so the product's own brand never shows there.
 */
export async function loadHostBranding(): Promise<void> {
  if (isProductHost(window.location.hostname)) return;
  branding = await fetchAgencyBranding(window.location.hostname);
  if (branding) applyToDocument(branding);
}

function applyToDocument(agency: AgencyBranding): void {
  document.title = agency.name || document.title;
  const icon = agency.squarePhotoURL;
  if (icon) {
    const link =
      document.querySelector<HTMLLinkElement>('link[rel="icon"]') ?? document.createElement('link');
    link.rel = 'icon';
    link.href = icon;
    document.head.appendChild(link);
  }
  const style = document.createElement('style');
  style.dataset.agencyBranding = agency.agencyId;
  style.textContent = `:root{--agency-font:${fontStack(agency.googleFont)};}\n${agency.customCSS ?? ''}`;
  document.head.appendChild(style);
}

/** The region whose data the branded host shows (the agency's). */
export function brandedRegion(): (typeof REGIONS)[number] | null {
  const region = branding?.region;
  return REGIONS.find((r) => r === region) ?? null;
}
