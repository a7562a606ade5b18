import { useState } from 'react';
import { ActionIcon, Button } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import type { Region } from '@vg/common';
import { hostBranding } from '../../branding/hostBranding';
import { FeedbackDrawer } from './FeedbackDrawer';

/**
 * The client header's Feedback button: only where the agency sends mail
 * from its own verified domain and lists a support address to receive it
 * (its branded hosts, whose branding says so).
 */
export function FeedbackButton({ region }: { region: Region }) {
  const [opened, setOpened] = useState(false);
  const branding = hostBranding();
  if (!branding?.hasEmailDomain || !branding.supportEmail) return null;
  return (
    <>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconMessage size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        visibleFrom="xs"
      >
        Feedback
      </Button>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Feedback"
        onClick={() => setOpened(true)}
        hiddenFrom="xs"
      >
        <IconMessage size={18} aria-hidden />
      </ActionIcon>
      <FeedbackDrawer
        opened={opened}
        onClose={() => setOpened(false)}
        region={region}
        agencyId={branding.agencyId}
        agencyName={branding.name}
        supportEmail={branding.supportEmail}
      />
    </>
  );
}
