import { Alert, Button, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { NotFoundMessage } from '../../public/components/NotFoundMessage';
import { AGENT_SECTION_LABEL, isAgentSubPath } from '../helpers/agentPages';

/**
 * An agent sub-path this dashboard does not serve: a section the spec lists
 * but this build lacks says so by its name; any other address is not found.
 */
export function AgentSectionUnavailable({ section }: { section: string }) {
  const { region, agentId } = useParams();
  const overview = `/app/${region}/agents/${agentId}/overview`;
  if (!isAgentSubPath(section)) {
    return <NotFoundMessage home={overview} homeLabel="Open the widget settings" />;
  }
  return (
    <Stack maw={600}>
      <Title order={1}>{AGENT_SECTION_LABEL[section]}</Title>
      <Alert color="gray">
        This part of the agent area is not part of this dashboard build yet.
      </Alert>
      <Button component={Link} to={overview} variant="light" w="fit-content">
        Open the widget settings
      </Button>
    </Stack>
  );
}
