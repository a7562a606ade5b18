import { Container, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { NotFoundMessage } from './components/NotFoundMessage';
import { LEGAL_PAGES } from './legalPages';

/** A legal or company page of the public footer, by its address. */
export function LegalPage() {
  const { pathname } = useLocation();
  const page = LEGAL_PAGES.find((entry) => entry.path === pathname.replace(/\/$/, ''));
  if (!page) return <NotFoundMessage />;
  return (
    <Container size="sm" py="xl" component="main">
      <Stack gap="md">
        <Title order={1}>{page.title}</Title>
        {page.sections.map((section) => (
          <Stack key={section.heading} gap={4} component="section">
            <Title order={2} size="h4">
              {section.heading}
            </Title>
            <Text>{section.text}</Text>
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
