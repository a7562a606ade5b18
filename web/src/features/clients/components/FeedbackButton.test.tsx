import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '../../../../test/render';
import { setHostBranding } from '../../branding/hostBranding';
import { FeedbackButton } from './FeedbackButton';
import { feedbackHtml } from './FeedbackDrawer';

const branding = {
  agencyId: 'demo-agency-eu',
  region: 'eu',
  name: 'Northwind Agency',
  customTabs: [],
  supportEmail: 'help@northwind.test',
};

afterEach(() => setHostBranding(null));

describe('FeedbackButton', () => {
  it('shows only where the agency sends mail from its own domain and has a support address', () => {
    setHostBranding({ ...branding, hasEmailDomain: false });
    const { unmount } = render(<FeedbackButton region="eu" />);
    expect(screen.queryAllByRole('button', { name: 'Feedback' })).toHaveLength(0);
    unmount();
    setHostBranding({ ...branding, hasEmailDomain: true, supportEmail: undefined });
    const second = render(<FeedbackButton region="eu" />);
    expect(screen.queryAllByRole('button', { name: 'Feedback' })).toHaveLength(0);
    second.unmount();
    setHostBranding({ ...branding, hasEmailDomain: true });
    render(<FeedbackButton region="eu" />);
    expect(screen.getAllByRole('button', { name: 'Feedback' }).length).toBeGreaterThan(0);
  });

  it('mails the message as escaped HTML with its line breaks', () => {
    expect(feedbackHtml('Hi <team>\nThanks & bye')).toBe(
      '<p>Hi &#60;team&#62;<br>Thanks &#38; bye</p>',
    );
  });
});
