import { describe, expect, it } from 'vitest';
import { clientSchema, organisationSchema } from '@vg/common';
import { render, screen } from '../../../../test/render';
import { ClientContext, type ClientSession } from '../ClientContext';
import { ClientAccessModals } from './ClientAccessModals';

function session(widgetIDs: string[], settings?: Record<string, unknown>): ClientSession {
  return {
    region: 'eu',
    user: {
      uid: 'c1',
      email: 'c@x.io',
      displayName: 'C',
      photoURL: '',
      provider: 'password',
      emailVerified: true,
    },
    client: clientSchema.parse({ ID: 'c1', ownerID: 'agency', email: 'c@x.io', widgetIDs }),
    organisation: organisationSchema.parse({ ID: 'o1', ownerID: 'agency', settings }),
    canAccess: ['/convos'],
  };
}

function renderWith(value: ClientSession) {
  return render(
    <ClientContext.Provider value={value}>
      <ClientAccessModals />
    </ClientContext.Provider>,
  );
}

describe('ClientAccessModals', () => {
  it('shows nothing to a client with agents and access', () => {
    renderWith(session(['w1']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('blocks a client whose organisation disabled access, with the default text and Log Out only', () => {
    renderWith(session(['w1'], { disableClientAccess: true }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain(
      'Access is currently disabled. Pleas contact your provider!',
    );
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
  });

  it("shows the organisation's own message when it set one", () => {
    renderWith(
      session(['w1'], { disableClientAccess: true, disableClientAccessMessage: 'Back on Monday' }),
    );
    expect(screen.getByRole('dialog').textContent).toContain('Back on Monday');
  });

  it('tells a client without agents that it has no access to any agent', () => {
    renderWith(session([]));
    expect(screen.getByRole('dialog').textContent).toContain('no access to any agent');
  });
});
