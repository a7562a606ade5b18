import { beforeEach, describe, expect, it } from 'vitest';
import { Notifications, notifications } from '@mantine/notifications';
import { agentSchema } from '@vg/common';
import { ownWorkspace } from '../../../test/ownWorkspace';
import { render, screen, waitFor } from '../../../test/render';
import { WorkspaceContext } from '../workspaces/WorkspaceContext';
import { AgentEditorFrame, LOADED_MESSAGE } from './AgentEditorFrame';

const workspace = ownWorkspace();
const agent = agentSchema.parse({ ID: 'agent1', ownerID: 'owner1', title: 'Acme Support' });

function renderFrame(formShown: boolean) {
  return render(
    <WorkspaceContext.Provider value={workspace}>
      <Notifications />
      <AgentEditorFrame liveAgent={agent} secrets={{}} formShown={formShown} />
    </WorkspaceContext.Provider>,
  );
}

describe('AgentEditorFrame: the load notice', () => {
  // Notices live in one store for the whole page (here, the whole file).
  beforeEach(() => notifications.clean());

  it("is the settings screen's: shown when the agent and its secrets are in", async () => {
    renderFrame(true);
    await waitFor(() => expect(screen.getByText(LOADED_MESSAGE)).toBeTruthy());
  });

  it('is not shown over Home, Analytics or the inbox, and shows once the settings open', async () => {
    const { rerender } = renderFrame(false);
    // The toolbar is there: the frame rendered with its data.
    await screen.findByRole('button', { name: /Save/ });
    expect(screen.queryByText(LOADED_MESSAGE)).toBeNull();
    rerender(
      <WorkspaceContext.Provider value={workspace}>
        <Notifications />
        <AgentEditorFrame liveAgent={agent} secrets={{}} formShown />
      </WorkspaceContext.Provider>,
    );
    await waitFor(() => expect(screen.getByText(LOADED_MESSAGE)).toBeTruthy());
  });
});
