import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import { hideDoubleAccountWarning } from '../../../data/workspaces';
import { useExistsInRegion } from '../../../data/hooks/useWorkspaceData';
import { useWorkspace } from '../WorkspaceContext';

/**
 * The same account has a workspace in both regions: agents made in one are
 * not visible in the other, which users mistake for lost work.
 */
export function DoubleAccountWarning() {
  const { own, region, user } = useWorkspace();
  const otherRegion = region === 'eu' ? 'na' : 'eu';
  const existsElsewhere = useExistsInRegion(otherRegion, user.uid);
  const [dismissed, setDismissed] = useState(false);
  if (!existsElsewhere || own.doubleAccountWarningHidden || dismissed) return null;

  const hide = () => {
    setDismissed(true);
    // A failed dismissal is only logged; the warning returns on the next visit.
    hideDoubleAccountWarning(region, own.uid).catch((error: unknown) => console.error(error));
  };

  return (
    <Alert color="yellow" variant="light" p="xs" title="Two accounts">
      You also have a workspace in the {otherRegion.toUpperCase()} region. Agents are kept per
      region.
      <Button size="compact-xs" variant="subtle" mt={4} onClick={hide}>
        Don&apos;t show again
      </Button>
    </Alert>
  );
}
