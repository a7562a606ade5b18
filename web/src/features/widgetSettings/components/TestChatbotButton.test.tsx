import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '../../../../test/render';
import { TestChatbotButton, VF_KEY_REQUIRED_MESSAGE } from './TestChatbotButton';

function setup(props: Partial<Parameters<typeof TestChatbotButton>[0]>) {
  const onToggle = vi.fn();
  const onBlocked = vi.fn();
  render(
    <TestChatbotButton
      saved
      platform="vg"
      dialogueKey={undefined}
      open={false}
      onToggle={onToggle}
      onBlocked={onBlocked}
      {...props}
    />,
  );
  return {
    onToggle,
    onBlocked,
    button: screen.getByRole('button', { name: /Test Chatbot|Hide Debugger/ }),
  };
}

describe('TestChatbotButton', () => {
  it('is off until the agent is saved', () => {
    const { button } = setup({ saved: false });
    expect(button.hasAttribute('disabled') || button.getAttribute('data-disabled') === 'true').toBe(
      true,
    );
  });

  it('opens the debugger of a built-in agent', () => {
    const { button, onToggle, onBlocked } = setup({});
    fireEvent.click(button);
    expect(onToggle).toHaveBeenCalledWith(true);
    expect(onBlocked).not.toHaveBeenCalled();
  });

  it('asks a flow-platform agent for its dialogue key before testing', () => {
    const { button, onToggle, onBlocked } = setup({ platform: 'vf', dialogueKey: '  ' });
    fireEvent.click(button);
    expect(onBlocked).toHaveBeenCalledWith(
      'Please provide your Voiceflow dialogue API key and try again.',
    );
    expect(VF_KEY_REQUIRED_MESSAGE).toBe(
      'Please provide your Voiceflow dialogue API key and try again.',
    );
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('tests a flow-platform agent that has its key', () => {
    const withKey = setup({ platform: 'vf', dialogueKey: 'VF.DM.123' });
    fireEvent.click(withKey.button);
    expect(withKey.onToggle).toHaveBeenCalledWith(true);
  });

  it('always lets the open debugger close', () => {
    const { button, onToggle, onBlocked } = setup({ platform: 'vf', open: true });
    expect(button.textContent).toContain('Hide Debugger');
    fireEvent.click(button);
    expect(onToggle).toHaveBeenCalledWith(false);
    expect(onBlocked).not.toHaveBeenCalled();
  });
});
