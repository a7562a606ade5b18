import { cancelSendsExitIntent } from '@vg/common/logic/widget/handoff';
import { chatStore } from '../store/chatStore';
import { sendAction } from './chatActions';
import { withdrawHandoff } from './handoff';

/** The intent that tells a flow-platform agent the visitor left the hand-off. */
export const HANDOFF_EXIT_INTENT = 'VG_HANDOFF_EXIT';

/** The visitor's Cancel: back to the AI; flow-platform agents also get the hand-off exit intent. */
export function cancelHandoff(): void {
  const platform = chatStore.get().agent?.agentPlatform;
  withdrawHandoff();
  if (cancelSendsExitIntent(platform)) {
    sendAction({ type: 'intent', payload: { intent: { name: HANDOFF_EXIT_INTENT } } }, 'VG_Cancel');
  }
}
