import { regionalApiRoot, type Region } from '@vg/common/endpoints';
import { config as zodConfig } from 'zod';
import { env } from '../env';
import type { ChatBackend, ConversationView, OrgUser, ToolRerunResult } from './ChatBackend';
import { watchAgentOverSocket } from './agentSocket';
import { followDocument, LiveLayerLoader, whenLive } from './followDocument';
import { readDocument } from './firestoreRest';
import { readAgentDocument } from './readAgentDocument';
import { readConversationDocument } from './readConversationDocument';
import { readSessions } from './readSessions';
import { interactHttp } from './interactHttp';
import { InteractSocket } from './interactSocket';
import { uploadFile } from './uploadFile';
import { signInVisitor } from './visitorAuth';

// zod compiles a schema's parser (new Function) on its first parse, which pays off only over
// many parses; the chat parses its agent and conversation a few times, on a phone's CPU.
zodConfig({ jitless: true });

/**
 * Connects the chat to Firebase: signs the visitor in, then offers the
 * agent and the conversation (each read once over REST, then followed live)
 * and the chat calls. Entered through a dynamic import only.
 *
 * The agent document is followed over the chat service's socket from the
 * start. The conversation's listener needs Firestore's full SDK (the live
 * layer), which loads when something can change the conversation from
 * elsewhere: after the visitor's first step is answered, when they ask for
 * the team or end the chat, when they come back to a conversation that exists, when its read
 * fails, and at once for a signed-in dashboard user (the owner's test chat
 * and preview, inline edits).
 */
export async function createBackend(region: Region, agentId: string): Promise<ChatBackend> {
  // The agent is public: its read and the chat service's socket do not wait for the sign-in.
  let agentRead: Promise<Record<string, unknown> | null> | null = readDocument(region, [
    'voiceglow',
    agentId,
  ]);
  agentRead.catch(() => {});
  const socket = new InteractSocket(env.chatOrigin, region);
  socket.prepare();
  const user = await signInVisitor();
  const live = new LiveLayerLoader(() =>
    import('./liveLayer').then((layer) => {
      layer.actAs(user);
      return layer;
    }),
  );
  if (!user.isAnonymous) live.start();
  const apiRoot = regionalApiRoot(env.apiOrigin ?? location.origin, region);
  const authorised = async (init: RequestInit = {}): Promise<RequestInit> => ({
    ...init,
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      authorization: `Bearer ${await user.idToken()}`,
    },
  });

  // A listener on a conversation that does not exist yet is opened again
  // once a step has created it (a refused read ends a listener).
  let conversation: { userId: string; onView: (view: ConversationView) => void } | null = null;
  let stopConversation: (() => void) | null = null;
  let conversationLive = false;
  const listen = (firstRead: boolean) => {
    if (!conversation) return;
    const { userId, onView } = conversation;
    stopConversation?.();
    conversationLive = true;
    const read = async () => {
      const path = ['voiceglow', agentId, 'convos', userId];
      // A visitor signed up by this open has no conversation the rules would show them.
      if (user.isNew) return readConversationDocument(null);
      const view = readConversationDocument(await readDocument(region, path, await user.idToken()));
      // Begun in an earlier visit: the team or the hand-off expiry may change it any time.
      if (view.exists) live.start();
      return view;
    };
    stopConversation = followDocument({
      ...(firstRead ? { read } : {}),
      listen: (deliver) =>
        whenLive(live, (layer) => layer.watchConversation(region, agentId, userId, deliver)),
      deliver(view) {
        if (!view.exists) conversationLive = false;
        onView(view);
      },
      // The listener retries and reports as before.
      onReadError: () => live.start(),
    });
  };

  const conversationUrl = (userId: string) =>
    `${apiRoot}/agents/${encodeURIComponent(agentId)}/convos/${encodeURIComponent(userId)}`;

  return {
    authUid: user.uid,
    isSignedInAs: (uid) => !user.isAnonymous && user.uid === uid,
    signedIn: !user.isAnonymous,
    superAdminClaim: user.claims.isSuperAdmin === true,
    watchAgent: (onAgent, onError) =>
      followDocument<Record<string, unknown> | null>({
        read: () => {
          const read = agentRead ?? readDocument(region, ['voiceglow', agentId]);
          agentRead = null;
          return read;
        },
        listen: (deliver) =>
          watchAgentOverSocket(env.chatOrigin, region, agentId, deliver, onError),
        deliver(data) {
          try {
            onAgent(data ? readAgentDocument(agentId, data) : null);
          } catch (error) {
            onError(error as Error);
          }
        },
      }),
    watchConversation(userId, onView) {
      conversation = { userId, onView };
      listen(true);
      return () => {
        stopConversation?.();
        conversation = null;
      };
    },
    async interact(request, handlers) {
      const idToken = await user.idToken();
      if (handlers.context.agent.agentPlatform === 'vg') {
        await socket.send(idToken, request, handlers);
      } else {
        await interactHttp(apiRoot, idToken, request, handlers);
      }
      // The visitor has written: from now on the team may answer. The reply is read first:
      // the live layer does not compete with it (its images, its markdown) for the network.
      if (request.kind !== 'launch') live.start(LIVE_AFTER_FIRST_STEP_MS);
      if (!conversationLive && live.isStarted) listen(false);
    },
    cancel: () => socket.cancel(),
    async notifyTeam(userId, form, turns) {
      const url = `${apiRoot}/vg/${encodeURIComponent(agentId)}/convos/${encodeURIComponent(userId)}/notify`;
      const body = JSON.stringify({
        from: 'web-chat',
        emailForm: form,
        turns,
        agentData: { ID: agentId },
      });
      const response = await fetch(url, await authorised({ method: 'POST', body }));
      if (!response.ok) throw new Error(`notify failed: ${response.status}`);
    },
    uploadFile(userId, file, onProgress, targetPath = 'uploads') {
      const idToken = () => user.idToken();
      return uploadFile(apiRoot, idToken, { agentId, userId, file, targetPath }, onProgress);
    },
    async consumeCredits(workspaceId, credits, logData, upload) {
      const url = `${apiRoot}/public/users/${encodeURIComponent(workspaceId)}/consume-credits`;
      const body = JSON.stringify({
        consume: credits,
        ...(logData ? { logData } : {}),
        ...(upload ? { upload } : {}),
      });
      const response = await fetch(url, await authorised({ method: 'POST', body }));
      if (!response.ok) throw new Error(`consume-credits: ${response.status}`);
    },
    async listSessions(userId) {
      const url = `${conversationUrl(userId)}/sessions`;
      const response = await fetch(url, await authorised());
      if (!response.ok) throw new Error(`sessions: ${response.status}`);
      return readSessions(await response.json());
    },
    async rollbackSession(userId, session, safeAgentData) {
      const url = `${conversationUrl(userId)}/sessions/${encodeURIComponent(session.id)}/rollback`;
      const body = JSON.stringify({ session, safeAgentData });
      const response = await fetch(url, await authorised({ method: 'POST', body }));
      return response.status === 200;
    },
    async transcribe(base64Audio, lang) {
      const url = `${apiRoot}/vg/${encodeURIComponent(agentId)}/stt`;
      const body = JSON.stringify({ vg_id: agentId, base64Audio, lang });
      const response = await fetch(url, await authorised({ method: 'POST', body }));
      if (!response.ok) throw new Error(`stt: ${response.status}`);
      const answer = (await response.json()) as { text?: unknown };
      return typeof answer.text === 'string' ? answer.text : '';
    },
    async rerunTool(toolName, toolInput) {
      const url = `${apiRoot}/agents/${encodeURIComponent(agentId)}/tools/rerun`;
      const body = JSON.stringify({ toolName, toolInput });
      const response = await fetch(url, await authorised({ method: 'POST', body }));
      const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (!response.ok) {
        const error = answer.error as { message?: unknown } | undefined;
        throw new Error(
          typeof error?.message === 'string' ? error.message : `rerun: ${response.status}`,
        );
      }
      return answer as unknown as ToolRerunResult;
    },
    async loadVisitorCountry() {
      const response = await fetch(`${apiRoot}/utils/ip`);
      if (!response.ok) throw new Error(`utils/ip: ${response.status}`);
      const { country } = (await response.json()) as { country?: unknown };
      return typeof country === 'string' && /^[A-Z]{2}$/.test(country) ? country : null;
    },
    async saveAgentFields(fields) {
      live.start();
      return (await live.layer).saveAgentFields(region, agentId, fields);
    },
    async loadForm(formId) {
      const url = `${apiRoot}/get-gform?form_id=${encodeURIComponent(formId)}`;
      const response = await fetch(url, await authorised());
      if (!response.ok) throw new Error(`form ${formId}: ${response.status}`);
      const { formDefinitionSchema } = await import('@vg/common/schemas/messageParts');
      return formDefinitionSchema.parse(await response.json());
    },
    async loadOrgUsers() {
      const response = await fetch(`${apiRoot}/vg/${encodeURIComponent(agentId)}/safe-data`);
      if (!response.ok) throw new Error(`safe-data: ${response.status}`);
      const { safeDataResponseSchema } = await callSchemas();
      return safeDataResponseSchema.parse(await response.json()).orgUsers as OrgUser[];
    },
    async rateConversation(userId, rating) {
      const url = `${apiRoot}/agents/${encodeURIComponent(agentId)}/analytics/rating`;
      const body = JSON.stringify({
        rating,
        timestamp: Math.floor(Date.now() / 1000),
        convo_id: userId,
      });
      const response = await fetch(url, await authorised({ method: 'POST', body }));
      if (!response.ok) throw new Error(`rating: ${response.status}`);
    },
    async endConversation(userId) {
      // The 'end' turn (and the stars) reach the chat through the conversation's listener.
      live.start();
      const init = await authorised({ method: 'POST', body: '{}' });
      const response = await fetch(`${conversationUrl(userId)}/end`, init);
      if (!response.ok) throw new Error(`end chat: ${response.status} ${await response.text()}`);
    },
    async requestHandoff(userId, request, timeoutSeconds) {
      live.start();
      const url = `${apiRoot}/agents/${encodeURIComponent(agentId)}/convos/${encodeURIComponent(userId)}/handoff`;
      const body = JSON.stringify({
        request,
        ...(timeoutSeconds ? { timeout: timeoutSeconds } : {}),
      });
      const response = await fetch(url, await authorised({ method: 'POST', body }));
      const answer: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const message = (answer as { error?: { message?: string } } | null)?.error?.message;
        throw new Error(message ?? `handoff: ${response.status}`);
      }
      const { handoffAnswerSchema } = await callSchemas();
      return handoffAnswerSchema.parse(answer);
    },
    close() {
      stopConversation?.();
      socket.close();
    },
  };
}

/**
 * How long after the visitor's first answered step the conversation's live
 * layer loads, unless something else asks for it sooner (a hand-off, End
 * Chat). Nobody but the agent answers within seconds of a first message,
 * and a team reply written meanwhile is in the listener's first snapshot.
 */
const LIVE_AFTER_FIRST_STEP_MS = 5000;

/**
 * The schemas of the answers the chat checks, loaded with the first of them:
 * building zod schemas costs a phone's CPU, and none is needed to open the chat.
 */
function callSchemas() {
  return import('@vg/common/schemas/calls/widgetCalls');
}
