import { Anchor, Stack, Text } from '@mantine/core';
import { planAllowsCustomDomain, type Region } from '@vg/common';
import type { AgencyRecord } from '../../../data/agency';
import type { Workspace } from '../../../data/workspaces';
import { DomainPanel } from '../components/DomainPanel';

/** Product sub-domain and custom domain, each with its DNS instructions and status. */
export function DomainsTab({
  region,
  userId,
  agency,
  subdomainRoot,
  workspace,
}: {
  region: Region;
  userId: string;
  agency: AgencyRecord;
  subdomainRoot: string;
  workspace: Workspace;
}) {
  const customAllowed = planAllowsCustomDomain(workspace, Date.now());
  return (
    <Stack gap="xl">
      <DomainPanel
        region={region}
        userId={userId}
        agency={agency}
        type="vgSubdomain"
        title="Product sub-domain"
        description={`Your dashboard at {name}.${subdomainRoot}, ready at once.`}
        suffix={subdomainRoot ? `.${subdomainRoot}` : ''}
      />
      {customAllowed ? (
        <DomainPanel
          region={region}
          userId={userId}
          agency={agency}
          type="customDomain"
          title="Custom domain"
          description="A sub-domain you own, e.g. app.youragency.com."
        />
      ) : (
        <Stack gap={4}>
          <Text fw={600}>Custom domain</Text>
          <Text size="sm">
            Custom domains come with the pay-as-you-go plan ($20/month).{' '}
            <Anchor href={`/app/${region}/account/billing`}>Upgrade Plan</Anchor>
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
