import { describe, expect, it } from 'vitest';
import {
  WORKSPACE_TEXT,
  inviteError,
  shouldShowUpgradePlan,
  workspaceSaveError,
  workspaceSeats,
} from './workspaceRules.pending-common';

const NOW = 1_800_000_000;
const DAY = 86_400;

describe('shouldShowUpgradePlan', () => {
  it('shows after 7 days without a subscription', () => {
    expect(shouldShowUpgradePlan({ joinedAt: NOW - 7 * DAY, loadTokens: 5000 }, NOW, false)).toBe(
      true,
    );
    expect(shouldShowUpgradePlan({ joinedAt: NOW - 6 * DAY, loadTokens: 5000 }, NOW, false)).toBe(
      false,
    );
  });
  it('shows when credits drop below 500', () => {
    expect(shouldShowUpgradePlan({ joinedAt: NOW, loadTokens: 499 }, NOW, false)).toBe(true);
    expect(shouldShowUpgradePlan({ joinedAt: NOW, loadTokens: 500 }, NOW, false)).toBe(false);
  });
  it('hides with a subscription or on agent pages', () => {
    const old = { joinedAt: 0, loadTokens: 0 };
    expect(shouldShowUpgradePlan({ ...old, stripeSubscriptionId: 'sub_1' }, NOW, false)).toBe(
      false,
    );
    expect(shouldShowUpgradePlan(old, NOW, true)).toBe(false);
  });
});

describe('invite checks', () => {
  const workspace = { workspaceEmails: ['a@x.io'] };
  it('needs an @ and a dot', () => {
    expect(inviteError('bob@example', 'me@x.io', workspace)).toBe(WORKSPACE_TEXT.invalidEmail);
    expect(inviteError('bob.example.com', 'me@x.io', workspace)).toBe(WORKSPACE_TEXT.invalidEmail);
  });
  it('refuses inviting yourself', () => {
    expect(inviteError('Me@X.io', 'me@x.io', workspace)).toBe("You can't invite yourself lol");
  });
  it('stops at the seat limit (default 2, custom plan overrides)', () => {
    expect(workspaceSeats({})).toBe(2);
    const full = { workspaceEmails: ['a@x.io', 'b@x.io'] };
    expect(inviteError('c@x.io', 'me@x.io', full)).toBe(WORKSPACE_TEXT.seatLimit);
    const bigger = { ...full, internal: { customPlan: { limits: { workspaceSeats: 5 } } } };
    expect(inviteError('c@x.io', 'me@x.io', bigger)).toBeNull();
  });
});

describe('workspace save checks', () => {
  it('requires a name', () => {
    const error = workspaceSaveError(
      { workspaceName: ' ', workspaceEmails: [] },
      { workspaceEmails: [] },
      'me@x.io',
    );
    expect(error).toBe('Please enter a workspace name.');
  });
  it('refuses removing yourself', () => {
    const before = { workspaceEmails: ['me@x.io', 'b@x.io'] };
    const draft = { workspaceName: 'Team', workspaceEmails: ['b@x.io'] };
    expect(workspaceSaveError(draft, before, 'me@x.io')).toBe(WORKSPACE_TEXT.cannotRemoveSelf);
    expect(
      workspaceSaveError({ ...draft, workspaceEmails: ['me@x.io'] }, before, 'me@x.io'),
    ).toBeNull();
  });
});
