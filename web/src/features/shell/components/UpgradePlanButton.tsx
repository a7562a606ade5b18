import { Button } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { showsUpgradePlan } from '@vg/common';
import { useWorkspace } from '../../workspaces/WorkspaceContext';

/** Agent pages (/app/{region}/agents/{id}/…) never prompt for an upgrade. */
export function isAgentPagePath(pathname: string): boolean {
  return /^\/app\/[^/]+\/agents\/[^/]+/.test(pathname);
}

/**
 * 'Upgrade Plan' when the workspace has no subscription and joined 7+ days
 * ago or has under 500 credits; never on agent pages (top bar and side nav
 * alike). `fallbackToBilling` shows a Billing link instead where the spec
 * offers one.
 */
export function UpgradePlanButton({
  fallbackToBilling = false,
  compact = false,
}: {
  fallbackToBilling?: boolean;
  compact?: boolean;
}) {
  const { current, region } = useWorkspace();
  const onAgentPage = isAgentPagePath(useLocation().pathname);
  const show = showsUpgradePlan({ ...current, nowMs: Date.now(), onAgentPage });
  const to = `/app/${region}/account/billing`;
  if (!show && !fallbackToBilling) return null;
  const label = show ? 'Upgrade Plan' : 'Billing';
  return (
    <Button
      component={Link}
      to={to}
      size="xs"
      variant={show ? 'gradient' : 'light'}
      leftSection={<IconBolt size={14} />}
      aria-label={label}
    >
      {compact ? null : label}
    </Button>
  );
}
