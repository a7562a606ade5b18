import { describe, expect, it } from 'vitest';
import { ownWorkspace } from '../../../../test/ownWorkspace';
import { render, screen } from '../../../../test/render';
import { WorkspaceContext } from '../../workspaces/WorkspaceContext';
import { UpgradePlanButton } from './UpgradePlanButton';

const nowSeconds = Math.floor(Date.now() / 1000);

function renderAt(route: string, loadTokens: number, fallbackToBilling = false) {
  const workspace = ownWorkspace({ loadTokens, joinedAt: nowSeconds }, 'google');
  return render(
    <WorkspaceContext.Provider value={workspace}>
      <UpgradePlanButton fallbackToBilling={fallbackToBilling} />
    </WorkspaceContext.Provider>,
    { route },
  );
}

describe('UpgradePlanButton', () => {
  it('prompts a workspace under 500 credits to upgrade outside agent pages', () => {
    renderAt('/app/eu/agents', 100);
    expect(screen.getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe(
      '/app/eu/account/billing',
    );
  });

  it('stays away while the workspace has credits and joined today', () => {
    renderAt('/app/eu/agents', 1000);
    expect(screen.queryByRole('link', { name: 'Upgrade Plan' })).toBeNull();
  });

  it('is hidden on agent pages, in the top bar', () => {
    renderAt('/app/eu/agents/a1/overview', 100);
    expect(screen.queryByRole('link', { name: 'Upgrade Plan' })).toBeNull();
  });

  it('leaves only the Billing link in the side nav on agent pages', () => {
    renderAt('/app/eu/agents/a1/settings', 100, true);
    expect(screen.queryByRole('link', { name: 'Upgrade Plan' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Billing' })).toBeTruthy();
  });
});
