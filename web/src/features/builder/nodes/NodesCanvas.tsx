import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Group,
  Select,
  Stack,
  Text,
  useComputedColorScheme,
} from '@mantine/core';
import {
  Background,
  Controls,
  MiniMap,
  ReactFlow,
  applyNodeChanges,
  type Connection,
  type NodeChange,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import type { AgentNode, AgentNodeData, NodeType } from '@vg/common';
import { useAgentFormContext } from '../../widgetSettings/form/agentFormContext';
import { FlowNodeCard } from './FlowNodeCard';
import { NodeEditor } from './NodeEditor';
import {
  CANVAS_TYPE,
  connectExit,
  newNodeId,
  removeNode,
  starterFlow,
  toCanvasEdges,
  toCanvasNodes,
  type CanvasNode,
} from './flowGraph';

const NODE_TYPES = Object.fromEntries(
  Object.values(CANVAS_TYPE).map((type) => [type, FlowNodeCard]),
);

/** What the canvas shows of a node, apart from where it sits. */
const shape = (nodes: readonly AgentNode[]) =>
  JSON.stringify(nodes.map((node) => [node.id, node.type, node.data]));

/**
 * The node canvas of a built-in agent (React Flow): drag nodes, pan and
 * zoom, connect an exit's handle to the next node; the selected node is
 * edited beside it. Everything is part of the agent form, saved with Save.
 */
export function NodesCanvas() {
  const form = useAgentFormContext();
  const colorScheme = useComputedColorScheme('light');
  const nodes = form.getValues().nodes ?? [];
  const [canvas, setCanvas] = useState<CanvasNode[]>(() => toCanvasNodes(nodes));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const edges = useMemo(() => toCanvasEdges(nodes), [shape(nodes)]);

  // The form is the truth: a change there (an edit, a revert, a save elsewhere) redraws.
  useEffect(() => {
    setCanvas((current) => {
      const kept = new Map(current.map((node) => [node.id, node]));
      return toCanvasNodes(nodes).map((node) => {
        const old = kept.get(node.id);
        return old
          ? { ...old, type: node.type, data: node.data, selected: node.id === selectedId }
          : node;
      });
    });
  }, [shape(nodes), JSON.stringify(nodes.map((node) => node.position))]);

  const write = (next: AgentNode[]) => form.setFieldValue('nodes', next);

  const onNodesChange = (changes: NodeChange<CanvasNode>[]) => {
    setCanvas((current) => applyNodeChanges(changes, current));
    for (const change of changes) {
      if (change.type === 'select' && change.selected) setSelectedId(change.id);
      if (change.type === 'remove') write(removeNode(nodes, change.id));
      // Positions go to the form when a drag ends (not on every frame).
      if (change.type === 'position' && change.dragging === false && change.position) {
        const { position } = change;
        write(nodes.map((node) => (node.id === change.id ? { ...node, position } : node)));
      }
    }
  };

  const onConnect = (connection: Connection) => {
    if (!connection.sourceHandle || connection.source === connection.target) return;
    write(connectExit(nodes, connection.source, connection.sourceHandle, connection.target));
  };

  const add = (type: NodeType) => {
    const id = newNodeId();
    const y = Math.max(40, ...nodes.map((node) => (node.position?.y ?? 0) + 200));
    const data: AgentNodeData =
      type === 'default'
        ? {
            label: `Step ${nodes.filter((n) => n.type === 'default').length + 1}`,
            message: '',
            exits: [],
          }
        : type === 'end'
          ? { label: 'End', message: '' }
          : { label: 'Note', message: '' };
    write([...nodes, { id, type, position: { x: 80, y }, data }]);
    setSelectedId(id);
  };

  const selected = nodes.find((node) => node.id === selectedId) ?? null;
  const runnable = nodes.some((node) => node.type === 'default' || node.type === 'end');

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={() => add('default')}>
          Add step
        </Button>
        <Button size="xs" variant="light" onClick={() => add('end')}>
          Add end
        </Button>
        <Button size="xs" variant="light" color="yellow.9" onClick={() => add('note')}>
          Add note
        </Button>
        {nodes.length > 0 && (
          <Select
            size="xs"
            aria-label="Edit node"
            placeholder="Edit node…"
            data={nodes.map((node) => ({
              value: node.id,
              label: `${node.data?.label || node.type} (${node.type === 'default' ? 'step' : node.type})`,
            }))}
            value={selectedId}
            onChange={setSelectedId}
            w={220}
          />
        )}
      </Group>
      {nodes.length === 0 && (
        <Alert color="blue" title="No nodes yet">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              Start with a flow of one step and an end, then add steps and connect their exits.
            </Text>
            <Button size="xs" onClick={() => write(starterFlow())}>
              Start a flow
            </Button>
          </Stack>
        </Alert>
      )}
      {nodes.length > 0 && !runnable && (
        <Alert color="gray">
          The canvas has no step or end node yet, so the agent answers from its prompt view.
        </Alert>
      )}
      <Group align="flex-start" gap="md" wrap="wrap">
        <Box
          style={{ flex: '1 1 420px', height: 520, minWidth: 0 }}
          bd="1px solid var(--mantine-color-default-border)"
          aria-label="Node canvas"
          role="region"
        >
          <ReactFlow<CanvasNode>
            nodes={canvas}
            edges={edges}
            nodeTypes={NODE_TYPES}
            onNodesChange={onNodesChange}
            onConnect={onConnect}
            onPaneClick={() => setSelectedId(null)}
            deleteKeyCode={null}
            fitView
            minZoom={0.2}
            proOptions={{ hideAttribution: true }}
            colorMode={colorScheme}
          >
            <Background />
            <Controls />
            <MiniMap pannable zoomable ariaLabel="Overview of the canvas" />
          </ReactFlow>
        </Box>
        <Box style={{ flex: '1 1 280px', maxWidth: 420 }}>
          {selected ? (
            <NodeEditor
              key={selected.id}
              node={selected}
              nodes={nodes}
              onChange={(data) =>
                write(nodes.map((node) => (node.id === selected.id ? { ...node, data } : node)))
              }
              onDelete={() => {
                write(removeNode(nodes, selected.id));
                setSelectedId(null);
              }}
            />
          ) : (
            <Text size="sm" c="dimmed">
              Select a node to edit it. Drag from an exit’s dot to a node to connect them.
            </Text>
          )}
        </Box>
      </Group>
    </Stack>
  );
}
