import type { AgentNode, NodeExit, Turn } from '@vg/common';
import { lemmaTerms } from '../knowledge/terms';

/** A flow's nodes by id, with the questions the runtime asks of them. */
export class NodeFlow {
  private readonly byId: Map<string, AgentNode>;

  constructor(nodes: readonly AgentNode[]) {
    this.byId = new Map(
      nodes.filter((node) => node.type !== 'note').map((node) => [node.id, node]),
    );
  }

  get(id: string | undefined): AgentNode | undefined {
    return id === undefined ? undefined : this.byId.get(id);
  }

  /** The first step: where the start node's exit leads, else the first step or end listed. */
  first(): AgentNode | undefined {
    const nodes = [...this.byId.values()];
    const start = nodes.find((node) => node.type === 'start');
    const target = this.get(start?.data?.exits?.find((exit) => exit.target)?.target);
    if (target && target.type !== 'start') return target;
    return (
      nodes.find((node) => node.type === 'default') ?? nodes.find((node) => node.type === 'end')
    );
  }

  /** The step the conversation is at: the node of the last bot turn that had one. */
  current(turns: readonly Turn[]): AgentNode | undefined {
    for (const turn of [...turns].reverse()) {
      if (turn.from !== 'bot' || !turn.nodeId) continue;
      const node = this.get(turn.nodeId);
      if (node?.type === 'default') return node;
      break;
    }
    return undefined;
  }
}

/** Exits the visitor can pick: connected, with a label. */
export function offeredExits(node: AgentNode): NodeExit[] {
  return (node.data?.exits ?? []).filter((exit) => exit.target && exit.label.trim());
}

/**
 * The exit a visitor's message takes: one whose label it is (a button
 * click sends the label), else one all of whose words of some match phrase
 * it uses (in dictionary form). Null: the visitor stays at the step.
 */
export function takenExit(node: AgentNode, message: string): NodeExit | null {
  const exits = (node.data?.exits ?? []).filter((exit) => exit.target);
  const said = message.trim().toLowerCase();
  const byLabel = exits.find((exit) => exit.label.trim().toLowerCase() === said && said !== '');
  if (byLabel) return byLabel;
  const words = new Set(lemmaTerms(message));
  for (const exit of exits) {
    const phrases = [exit.label, ...(exit.match ?? '').split(',')]
      .map((phrase) => lemmaTerms(phrase))
      .filter((terms) => terms.length > 0);
    if (phrases.some((terms) => terms.every((term) => words.has(term)))) return exit;
  }
  return null;
}

export function nodeLabel(node: AgentNode): string {
  return node.data?.label?.trim() || (node.type === 'end' ? 'End' : `Step ${node.id}`);
}
