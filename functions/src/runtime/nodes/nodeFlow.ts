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
 * click sends the label; typed, case, punctuation and spacing aside), else
 * one with a label or match phrase that the message says word for word
 * ("done" in "I'm done!"), or all of whose words it uses in dictionary
 * form. Short labels made of common words ("Done", "Yes", "OK") have no
 * dictionary terms, so the word-for-word check is what lets them be typed.
 * Null: the visitor stays at the step.
 */
export function takenExit(node: AgentNode, message: string): NodeExit | null {
  const exits = (node.data?.exits ?? []).filter((exit) => exit.target);
  const said = plainWords(message);
  if (said.length === 0) return null;
  const byLabel = exits.find((exit) => plainWords(exit.label).join(' ') === said.join(' '));
  if (byLabel) return byLabel;
  const terms = new Set(lemmaTerms(message));
  for (const exit of exits) {
    const phrases = [exit.label, ...(exit.match ?? '').split(',')];
    if (phrases.some((phrase) => saysPhrase(said, plainWords(phrase)))) return exit;
    const lemmaPhrases = phrases.map((phrase) => lemmaTerms(phrase)).filter((t) => t.length > 0);
    if (lemmaPhrases.some((phrase) => phrase.every((term) => terms.has(term)))) return exit;
  }
  return null;
}

/** Lower-case words of letters and digits: what is left of a message without its punctuation. */
function plainWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Whether `words` contain `phrase` as consecutive words. */
function saysPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0 || phrase.length > words.length) return false;
  for (let start = 0; start + phrase.length <= words.length; start += 1) {
    if (phrase.every((word, i) => words[start + i] === word)) return true;
  }
  return false;
}

export function nodeLabel(node: AgentNode): string {
  return node.data?.label?.trim() || (node.type === 'end' ? 'End' : `Step ${node.id}`);
}
