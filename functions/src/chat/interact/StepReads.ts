import type { StoredAgent } from '../../agents/loadAgent';
import type { KnowledgeText } from '../../runtime/knowledge/KnowledgeIndex';
import { loadKnowledge } from '../../runtime/knowledge/loadKnowledge';
import { providerForWorkspace } from '../../runtime/providers/workspaceProvider';
import type { ModelProvider } from '../../runtime/types';
import { isLaunch, type InteractStep } from './InteractStep';

type Engine = { provider: ModelProvider; model: string };
type EngineDeps = Parameters<typeof providerForWorkspace>[2];

/**
 * The reads a built-in agent's answer needs besides the agent: the
 * workspace's model settings and, for a visitor's message, the knowledge.
 * They start once the step's transaction has read the agent and passed its
 * checks (a refused step reads nothing more), so they run while it commits
 * instead of after it, and they are read afresh on every step: an owner's
 * change applies from the next message on.
 */
export class StepReads {
  private started?: { ownerID: string; engine: Promise<Engine> };
  private texts?: Promise<KnowledgeText[]>;

  constructor(
    private readonly step: InteractStep,
    private readonly deps: EngineDeps,
  ) {}

  /** Starts the reads for the agent the transaction read (again on a retry). */
  start(agent: StoredAgent): void {
    if (agent.agentPlatform === 'vf') return;
    const engine = providerForWorkspace(this.step.db, agent.ownerID, this.deps);
    this.started = { ownerID: agent.ownerID, engine };
    // A step that fails first reports its own error; these are read again when needed.
    engine.catch(() => undefined);
    if (!isLaunch(this.step.action)) {
      const texts = loadKnowledge(this.step.db, this.step.agentId);
      texts.catch(() => undefined);
      this.texts = texts;
    }
  }

  /** The engine of the agent's workspace, from the read started with the step. */
  engine(agent: StoredAgent): Promise<Engine> {
    if (this.started?.ownerID !== agent.ownerID)
      this.started = {
        ownerID: agent.ownerID,
        engine: providerForWorkspace(this.step.db, agent.ownerID, this.deps),
      };
    return this.started.engine;
  }

  /** The agent's knowledge, read once per step. */
  knowledge(): Promise<KnowledgeText[]> {
    this.texts ??= loadKnowledge(this.step.db, this.step.agentId);
    return this.texts;
  }
}
