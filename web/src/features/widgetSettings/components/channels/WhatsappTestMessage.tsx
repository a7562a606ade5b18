import { useId, useState } from 'react';
import { Button, Card, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { validateWhatsappTestMessage, type Region } from '@vg/common';
import { sendWhatsappTestMessage } from '../../../../data/channels';

/**
 * The WhatsApp test message (spec 2): a text from the connected number to
 * the owner's own phone, to see what visitors get. The number needs its
 * country code; WhatsApp delivers it only if that phone wrote to the
 * number in the last 24 hours, and Meta's refusal is shown as it words it.
 */
export function WhatsappTestMessage({
  region,
  agentId,
  phoneId,
}: {
  region: Region;
  agentId: string;
  phoneId: string;
}) {
  const headingId = useId();
  const [phoneNumber, setPhoneNumber] = useState('');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);

  const send = async () => {
    const problem = validateWhatsappTestMessage({ phoneNumber, phoneNumberId: phoneId, text });
    if (problem) {
      notifications.show({ color: 'red', message: problem, autoClose: 4000 });
      return;
    }
    setSending(true);
    try {
      const message = await sendWhatsappTestMessage(region, agentId, phoneId, {
        phoneNumber: phoneNumber.trim(),
        text,
      });
      notifications.show({ color: 'green', message, autoClose: 3000 });
    } catch (failure) {
      notifications.show({ color: 'red', message: (failure as Error).message, autoClose: 5000 });
    } finally {
      setSending(false);
    }
  };

  return (
    <Card component="section" aria-labelledby={headingId} withBorder padding="sm">
      <Stack gap="xs">
        <Title order={3} size="h5" id={headingId}>
          Send a test message
        </Title>
        <Text size="sm">
          Write to this number from your phone first: WhatsApp lets a business message someone
          freely only within 24 hours of their last message.
        </Text>
        <TextInput
          label="Your phone number"
          description="With the country code, e.g. +47 900 12 345"
          type="tel"
          autoComplete="tel"
          value={phoneNumber}
          onChange={(event) => setPhoneNumber(event.currentTarget.value)}
        />
        <Textarea
          label="Message"
          autosize
          minRows={2}
          maxLength={4096}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <div>
          <Button loading={sending} onClick={() => void send()}>
            Send test message
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
