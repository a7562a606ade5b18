import { Anchor, AppShell, Button, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { AgencyFooter } from '../../branding/AgencyFooter';
import { BrandName } from '../../branding/BrandName';
import { hostBranding } from '../../branding/hostBranding';
import { LEGAL_PAGES } from '../legalPages';

const FOOTER_GROUPS = (['Legal', 'Support', 'Compliance'] as const).map((title) => ({
  title,
  links: LEGAL_PAGES.filter((page) => page.group === title),
}));

/**
 * Public pages: header with Sign in, footer with link groups. Login and
 * signup show neither; agent and region paths hide the footer.
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  const bare = pathname === '/login' || pathname === '/signup';
  const hideFooter = bare || /^\/(agents|eu|na)(\/|$)/.test(pathname);
  const branding = hostBranding();
  if (bare) return <Outlet />;
  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <AppShell.Header>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between">
            <Anchor component={Link} to="/" underline="never" c="inherit">
              <BrandName fw={700} size="lg" component="span" />
            </Anchor>
            <Group gap="xs">
              {!branding && (
                <Button component={Link} to="/pricing" variant="subtle">
                  Pricing
                </Button>
              )}
              <Button component={Link} to="/login" variant="light">
                Sign in
              </Button>
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
        {branding && !hideFooter && (
          <Container size="lg">
            <AgencyFooter branding={branding} />
          </Container>
        )}
        {!branding && !hideFooter && (
          <Container size="lg" py="xl" component="footer">
            <SimpleGrid cols={{ base: 1, sm: 4 }}>
              {FOOTER_GROUPS.map((group) => (
                <Stack key={group.title} gap={4}>
                  <Text fw={600} component="h2" size="md">
                    {group.title}
                  </Text>
                  {group.links.map((link) => (
                    <Anchor key={link.path} component={Link} to={link.path} size="sm">
                      {link.title}
                    </Anchor>
                  ))}
                </Stack>
              ))}
              <Stack gap={4}>
                <Text fw={600}>Social</Text>
                <Anchor size="sm" href="https://www.linkedin.com" target="_blank" rel="noreferrer">
                  LinkedIn
                </Anchor>
                <Anchor size="sm" href="https://www.youtube.com" target="_blank" rel="noreferrer">
                  YouTube
                </Anchor>
              </Stack>
            </SimpleGrid>
          </Container>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
