import { describe, expect, it, vi } from 'vitest';
import { agentSchema } from '@vg/common';
import { fireEvent, render, screen } from '../../../../../test/render';
import { TestChatOverlay, isAgentBlocked } from './TestChatOverlay';

const agent = agentSchema.parse({ ID: 'a1', ownerID: 'o1', title: 'Bot' });

describe('TestChatOverlay', () => {
  it('runs the widget in test mode for the saved agent', () => {
    render(
      <TestChatOverlay agent={agent} region="na" origin="https://app.test" onClose={vi.fn()} />,
    );
    const frame = screen.getByTitle('Test chat') as HTMLIFrameElement;
    const url = new URL(frame.src);
    expect(url.origin + url.pathname).toBe('https://app.test/app/na/render/a1/iframe');
    expect(url.searchParams.get('test')).toBe('1');
  });

  it('blocks a disabled or exhausted agent with the spec screen', () => {
    const onClose = vi.fn();
    render(
      <TestChatOverlay
        agent={{ ...agent, tokensUsage: 10, maxTokensUsage: 10 }}
        region="eu"
        origin="https://app.test"
        onClose={onClose}
      />,
    );
    expect(screen.getByText('Tokens Consumed')).toBeTruthy();
    expect(screen.getByText('Please contact us ASAP.')).toBeTruthy();
    expect(screen.queryByTitle('Test chat')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('knows when an agent is blocked', () => {
    expect(isAgentBlocked(agent)).toBe(false);
    expect(isAgentBlocked({ ...agent, disabled: true })).toBe(true);
    expect(isAgentBlocked({ ...agent, tokensUsage: 5, maxTokensUsage: 0 })).toBe(false);
  });
});
