import type { AgentFieldEdits } from '../../data/ChatBackend';
import { postToHost } from '../host/hostBridge';
import { currentBackend } from '../session/backendRef';
import { chatStore } from '../store/chatStore';

/**
 * A super administrator's inline edit (hand-off title or subtitle, banner
 * image). It shows at once; the embedding page hears it as `agentEdit` (the
 * dashboard's editor keeps its form in step); outside the dashboard preview
 * it is written to the agent document, which the security rules allow the
 * agent's workspace. A refused save is only logged and the stored value
 * comes back with the next agent snapshot.
 */
export async function saveAgentEdit(fields: AgentFieldEdits): Promise<boolean> {
  const { agent, route } = chatStore.get();
  if (!agent) return false;
  chatStore.set({ agent: { ...agent, ...fields } });
  postToHost({ type: 'agentEdit', payload: fields as Record<string, string> });
  // In the live preview the editor owns the unsaved agent; its own Save stores it.
  if (route.isPreview) return true;
  try {
    await currentBackend()?.saveAgentFields(fields);
    return true;
  } catch (error) {
    console.warn('agent edit not saved', error);
    chatStore.set({ agent });
    return false;
  }
}
