import { Group, Image, Text, type TextProps } from '@mantine/core';
import { hostBranding } from './hostBranding';

/** The brand a page shows: the agency's logo and name on its domain, else the product's. */
export function BrandName(props: TextProps & { component?: 'span' | 'h1' | 'h2' }) {
  const branding = hostBranding();
  if (!branding) return <Text {...props}>VoiceGlow</Text>;
  return (
    <Group gap={8} wrap="nowrap" data-testid="agency-brand">
      {branding.squarePhotoURL && (
        <Image src={branding.squarePhotoURL} alt="" w={28} h={28} radius="sm" />
      )}
      <Text {...props}>{branding.name}</Text>
    </Group>
  );
}
