import { Center } from '@mantine/core';
import { NotFoundMessage } from './components/NotFoundMessage';

export function NotFoundPage() {
  return (
    <Center mih="100vh" component="main">
      <NotFoundMessage />
    </Center>
  );
}
