import { Anchor, Group, Text } from '@mantine/core';
import type { AgencyBranding } from '@vg/common';

/**
 * The client footer on an agency's domain: copyright with the agency's name
 * and the year, its branding line ('Powered by'), terms and privacy links,
 * support e-mail and address.
 */
export function AgencyFooter({ branding }: { branding: AgencyBranding }) {
  return (
    <Group
      component="footer"
      gap="md"
      wrap="wrap"
      py="sm"
      mt="xl"
      className="vg-footer"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Text size="sm">
        © {new Date().getFullYear()} {branding.name}
      </Text>
      {branding.brandingText && (
        <Text size="sm" c="dimmed">
          {branding.brandingText.replace(/\*\*|__|[*_`]/g, '')}
        </Text>
      )}
      {branding.tosPage && (
        <Anchor size="sm" href={branding.tosPage} target="_blank" rel="noreferrer">
          Terms
        </Anchor>
      )}
      {branding.privacyPolicypPage && (
        <Anchor size="sm" href={branding.privacyPolicypPage} target="_blank" rel="noreferrer">
          Privacy
        </Anchor>
      )}
      {branding.supportEmail && (
        <Anchor size="sm" href={`mailto:${branding.supportEmail}`}>
          {branding.supportEmail}
        </Anchor>
      )}
      {branding.address && (
        <Text size="sm" c="dimmed">
          {branding.address}
        </Text>
      )}
    </Group>
  );
}
