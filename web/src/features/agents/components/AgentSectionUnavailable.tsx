import { Alert, Button, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';

/** Agent pages the spec lists that this dashboard does not provide yet. */
export function AgentSectionUnavailable({ section }: { section: string }) {
  const { region, agentId } = useParams();
  return (
    <Stack maw={600}>
      <Alert color="gray" title={`The ${section} page is not available here`}>
        This part of the agent area is not part of this dashboard build.
      </Alert>
      <Button
        component={Link}
        to={`/app/${region}/agents/${agentId}/overview`}
        variant="light"
        w="fit-content"
      >
        Open the widget settings
      </Button>
    </Stack>
  );
}
