import { useState } from 'react';
import { Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import '@fontsource/rubik/400.css';
import '@fontsource/rubik/500.css';
import '@fontsource/rubik/700.css';
import type { AgencyRecord } from '../../../data/agency';
import { brandingLook } from '../helpers/brandingLook';
import { ClientDashboardMock } from './ClientDashboardMock';
import { ShadowFrame } from './ShadowFrame';

/**
 * Live preview of the client dashboard as the agency's clients will see it:
 * logo (light or dark), name, theme variant, colour usage, palette, font in
 * weights 400/500/700, custom CSS and footer. It renders in a shadow root so
 * the agency's CSS styles the preview and never the editor around it.
 */
export function AgencyPreview({ agency }: { agency: AgencyRecord }) {
  const [mode, setMode] = useState<'light' | 'dark'>('light');
  const look = brandingLook(agency);
  const customCSS = typeof agency.customCSS === 'string' ? agency.customCSS : '';
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Client dashboard preview">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          Preview of your client dashboard
        </Text>
        <SegmentedControl
          size="xs"
          value={mode}
          onChange={(value) => setMode(value as 'light' | 'dark')}
          data={[
            { value: 'light', label: 'Light logo' },
            { value: 'dark', label: 'Dark logo' },
          ]}
          aria-label="Preview mode"
        />
        <ShadowFrame css={customCSS} testId="agency-preview">
          <ClientDashboardMock agency={agency} look={look} mode={mode} />
        </ShadowFrame>
      </Stack>
    </Paper>
  );
}
