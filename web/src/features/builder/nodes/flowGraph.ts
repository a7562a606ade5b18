import type { Edge, Node } from '@xyflow/react';
import type { AgentNode, AgentNodeData, NodeExit, NodeType } from '@vg/common';

/**
 * React Flow's own 'default' type brings its white default-node styles, so
 * the canvas names the kinds itself.
 */
export const CANVAS_TYPE: Record<NodeType, string> = {
  start: 'vgStart',
  note: 'vgNote',
  default: 'vgStep',
  end: 'vgEnd',
};

export type CanvasNode = Node<AgentNodeData & { label?: string; kind: NodeType }, string>;

/** Canvas nodes (React Flow) of the agent's nodes; positions default to a column. */
export function toCanvasNodes(nodes: readonly AgentNode[]): CanvasNode[] {
  return nodes.map((node, index) => ({
    id: node.id,
    type: CANVAS_TYPE[node.type],
    position: node.position ?? { x: 80 + (index % 3) * 280, y: 40 + Math.floor(index / 3) * 220 },
    data: { ...(node.data ?? {}), kind: node.type },
  }));
}

/** The edges of the conversation's paths: one per connected exit. */
export function toCanvasEdges(nodes: readonly AgentNode[]): Edge[] {
  return nodes.flatMap((node) =>
    (node.data?.exits ?? [])
      .filter((exit) => exit.target)
      .map((exit) => ({
        id: `${node.id}:${exit.id}`,
        source: node.id,
        sourceHandle: exit.id,
        target: exit.target as string,
        label: exit.label || undefined,
      })),
  );
}

export function newNodeId(): string {
  return `n${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export function newExit(label = ''): NodeExit {
  return { id: newNodeId(), label };
}

/** Connects (or reconnects) an exit to a target node. */
export function connectExit(
  nodes: readonly AgentNode[],
  source: string,
  exitId: string,
  target: string | undefined,
): AgentNode[] {
  return nodes.map((node) =>
    node.id !== source
      ? node
      : {
          ...node,
          data: {
            ...(node.data ?? {}),
            exits: (node.data?.exits ?? []).map((exit) =>
              exit.id === exitId
                ? target
                  ? { ...exit, target }
                  : (({ target: _gone, ...rest }) => rest)(exit)
                : exit,
            ),
          },
        },
  );
}

/** Removes a node and every exit leading to it. */
export function removeNode(nodes: readonly AgentNode[], id: string): AgentNode[] {
  return nodes
    .filter((node) => node.id !== id)
    .map((node) => ({
      ...node,
      data: {
        ...(node.data ?? {}),
        exits: (node.data?.exits ?? []).map((exit) =>
          exit.target === id ? (({ target: _gone, ...rest }) => rest)(exit) : exit,
        ),
      },
    }));
}

/** A first flow: start → a step with one exit → end. */
export function starterFlow(): AgentNode[] {
  const step = newNodeId();
  const end = `${step}e`;
  return [
    {
      id: 'start',
      type: 'start',
      position: { x: 80, y: 40 },
      data: { label: 'Start', exits: [{ id: 'next', label: '', target: step }] },
    },
    {
      id: step,
      type: 'default',
      position: { x: 40, y: 200 },
      data: {
        label: 'Welcome',
        message: 'Hi! How can I help you today?',
        instructions: '',
        exits: [{ id: `${step}x`, label: 'Done', target: end }],
      },
    },
    {
      id: end,
      type: 'end',
      position: { x: 80, y: 440 },
      data: { label: 'End', message: 'Thanks for chatting. Goodbye!' },
    },
  ];
}
