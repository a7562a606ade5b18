import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { ownWorkspace } from '../../../test/ownWorkspace';
import { fireEvent, render, screen } from '../../../test/render';
import { WorkspaceContext } from '../workspaces/WorkspaceContext';
import { AgentTabPage } from './WidgetSettingsPage.page';
import { AgentFormProvider, useAgentForm, type AgentFormValues } from './form/agentFormContext';
import { newAgentValues } from './form/agentFormValues';

const workspace = ownWorkspace();

function Editor({ values, children }: { values: AgentFormValues; children: ReactNode }) {
  const form = useAgentForm({ initialValues: values });
  return <AgentFormProvider form={form}>{children}</AgentFormProvider>;
}

function renderScreen(values: AgentFormValues, route: string) {
  return render(
    <WorkspaceContext.Provider value={workspace}>
      <Editor values={values}>
        <Routes>
          <Route path="/app/:region/agents/:agentId/:tab/*" element={<AgentTabPage />} />
          <Route path="/app/:region/agents/:agentId/convos" element={<p>Inbox page</p>} />
        </Routes>
      </Editor>
    </WorkspaceContext.Provider>,
    { route },
  );
}

describe('widget settings screen', () => {
  it('keeps Channels disabled and labelled until the agent is saved', () => {
    renderScreen(newAgentValues('owner1', { title: 'New one' }), '/app/eu/agents/new/overview');
    const channels = screen.getByRole('tab', { name: 'Channels (Save to Enable)' });
    expect(
      channels.hasAttribute('disabled') || channels.getAttribute('data-disabled') === 'true',
    ).toBe(true);
    expect(screen.getByRole('tab', { name: 'Sources' })).toBeTruthy();
    expect(screen.getByTitle('Widget preview')).toBeTruthy();
  });

  it('enables Channels once saved and hides Sources for the flow platform', () => {
    const saved = { ...newAgentValues('owner1', { agentPlatform: 'vf' }), ID: 'agent9' };
    renderScreen(saved, '/app/eu/agents/agent9/channels');
    expect(screen.getByRole('tab', { name: 'Channels' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.queryByRole('tab', { name: 'Sources' })).toBeNull();
    expect(screen.getByText('Smart Initialization')).toBeTruthy();
  });

  it('opens the theme view from ?view=theme', () => {
    renderScreen(
      { ...newAgentValues('owner1', {}), ID: 'agent9' },
      '/app/eu/agents/agent9/overview?view=theme',
    );
    expect(screen.getByRole('tab', { name: 'Theme' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Custom colour theme')).toBeTruthy();
  });

  it('fills in the default tabs when the widget type becomes tabs', () => {
    renderScreen(
      { ...newAgentValues('owner1', {}), ID: 'agent9' },
      '/app/eu/agents/agent9/overview?view=theme',
    );
    expect(screen.queryByText('Home buttons')).toBeNull();
    fireEvent.click(screen.getByText('Tabs (Home, Chats, FAQ)'));
    for (const label of ['Home', 'Chats', 'FAQ']) {
      expect(screen.getByRole('button', { name: new RegExp(`^${label}`) })).toBeTruthy();
    }
    expect(screen.getByText('Home buttons')).toBeTruthy();
    expect(screen.getByDisplayValue('Ask a question')).toBeTruthy();
  });

  it('offers the Conversations page of a saved agent beside the editor tabs', () => {
    renderScreen(
      { ...newAgentValues('owner1', {}), ID: 'agent9' },
      '/app/eu/agents/agent9/settings',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Conversations' }));
    expect(screen.getByText('Inbox page')).toBeTruthy();
  });

  it('has no Conversations page before the agent is saved', () => {
    renderScreen(newAgentValues('owner1', {}), '/app/eu/agents/new/overview');
    expect(screen.queryByRole('tab', { name: 'Conversations' })).toBeNull();
  });
});
