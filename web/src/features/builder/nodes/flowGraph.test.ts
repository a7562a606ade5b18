import { describe, expect, it } from 'vitest';
import { connectExit, removeNode, starterFlow, toCanvasEdges, toCanvasNodes } from './flowGraph';

describe('the node canvas graph', () => {
  it('draws an edge per connected exit, from its own handle', () => {
    const flow = starterFlow();
    const edges = toCanvasEdges(flow);
    expect(edges.map((edge) => [edge.source, edge.sourceHandle, edge.target])).toEqual([
      ['start', 'next', flow[1]?.id],
      [flow[1]?.id, `${flow[1]?.id}x`, flow[2]?.id],
    ]);
    expect(toCanvasNodes(flow).map((node) => [node.type, node.data.kind])).toEqual([
      ['vgStart', 'start'],
      ['vgStep', 'default'],
      ['vgEnd', 'end'],
    ]);
  });

  it('reconnects, disconnects and removes nodes with the exits to them', () => {
    const flow = starterFlow();
    const step = flow[1]?.id ?? '';
    const end = flow[2]?.id ?? '';
    const loose = connectExit(flow, 'start', 'next', undefined);
    expect(loose[0]?.data?.exits?.[0]).toEqual({ id: 'next', label: '' });
    expect(connectExit(loose, 'start', 'next', end)[0]?.data?.exits?.[0]?.target).toBe(end);
    const without = removeNode(flow, end);
    expect(without.map((node) => node.id)).toEqual(['start', step]);
    expect(without[1]?.data?.exits?.[0]?.target).toBeUndefined();
  });
});
