import { describe, expect, it } from 'vitest';
import {
  canDeleteWorkspace,
  DELETE_WORKSPACE_CONFIRMATION,
  hasWorkspaceAccess,
  inviteResultMessage,
  validateInvite,
  validateWorkspaceSave,
  workspaceSeatLimit,
} from './workspaceMembers';

describe('hasWorkspaceAccess', () => {
  const workspace = { uid: 'owner', workspaceEmails: ['Ann@Acme.com'] };
  it.each([
    [{ uid: 'owner' }, true],
    [{ uid: 'x', email: 'ann@acme.com' }, true],
    [{ uid: 'x', email: 'bob@acme.com' }, false],
    [{ uid: 'x' }, false],
  ])('%j -> %s', (user, expected) => {
    expect(hasWorkspaceAccess(workspace, user)).toBe(expected);
  });
});

describe('seats and invites', () => {
  it.each([
    [{}, 2],
    [{ customPlanSeats: 10 }, 10],
    [{ customPlanSeats: 0 }, 0],
    [{ purchasedSeats: 3 }, 5],
    [{ customPlanSeats: 4, purchasedSeats: 1 }, 5],
    [{ purchasedSeats: -2 }, 2],
  ])('%j -> %i seats', (input, seats) => {
    expect(workspaceSeatLimit(input)).toBe(seats);
  });

  const base = { inviterEmail: 'me@acme.com', memberEmails: ['a@acme.com'], seatLimit: 2 };
  it.each([
    ['new@acme.com', base, null],
    ['no-at.com', base, 'Please enter a valid email'],
    ['no@dot', base, 'Please enter a valid email'],
    ['ME@acme.com', base, "You can't invite yourself lol"],
    [
      'new@acme.com',
      { ...base, memberEmails: ['a@acme.com', 'b@acme.com'] },
      'You have reached the maximum number of seats',
    ],
  ])('invite %j -> %j', (email, context, expected) => {
    expect(validateInvite({ email, ...context })).toBe(expected);
  });
});

describe('inviteResultMessage', () => {
  it.each([
    [true, 'Successfully invited a@b.co'],
    [false, 'Failed to invite a@b.co'],
  ])('succeeded %s -> %j', (ok, message) => {
    expect(inviteResultMessage('a@b.co', ok)).toBe(message);
  });
});

describe('validateWorkspaceSave', () => {
  const base = {
    workspaceName: 'Team',
    memberEmails: ['me@acme.com', 'b@acme.com'],
    previousMemberEmails: ['me@acme.com', 'b@acme.com'],
    currentUserEmail: 'me@acme.com',
  };
  it.each([
    [{}, null],
    [{ workspaceName: '  ' }, 'Please enter a workspace name.'],
    [{ memberEmails: ['b@acme.com'] }, 'You cannot remove yourself from the workspace.'],
    [{ memberEmails: ['b@acme.com'], previousMemberEmails: ['b@acme.com'] }, null],
  ])('%j -> %j', (override, expected) => {
    expect(validateWorkspaceSave({ ...base, ...override })).toBe(expected);
  });

  it('protects the creator workspace from deletion', () => {
    expect(canDeleteWorkspace('u1', 'u1')).toBe(false);
    expect(canDeleteWorkspace('u2', 'u1')).toBe(true);
    expect(DELETE_WORKSPACE_CONFIRMATION).toBe('THIS ACTION CANNOT BE UNDONE.');
  });
});
