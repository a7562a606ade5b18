import { Badge } from '@mantine/core';
import type { KnowledgeDocument } from '@vg/common';
import { STATUS_COLOR, statusOf } from './sourceLabels';

/** SUCCESS, ERROR, PENDING or INITIALIZED, coloured. */
export function SourceStatusBadge({ doc }: { doc: KnowledgeDocument }) {
  const status = statusOf(doc);
  return (
    <Badge size="sm" variant="light" color={STATUS_COLOR[status]} style={{ flexShrink: 0 }}>
      {status}
    </Badge>
  );
}
