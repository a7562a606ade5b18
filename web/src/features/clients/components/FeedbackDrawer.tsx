import { useState } from 'react';
import { Alert, Button, Drawer, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AGENCY_EMAIL_LIMITS, type Region } from '@vg/common';
import { sendAgencyFeedback } from '../../../data/agency';

/** The message as the mail's HTML: escaped, line breaks kept. */
export function feedbackHtml(text: string): string {
  const escaped = text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<p>${escaped.replace(/\r?\n/g, '<br>')}</p>`;
}

/**
 * The client's Send Feedback drawer: a subject and a message mailed from
 * the agency's domain to its support address. A refusal is shown in the
 * drawer and the text stays, so nothing written is lost.
 */
export function FeedbackDrawer(props: {
  opened: boolean;
  onClose: () => void;
  region: Region;
  agencyId: string;
  agencyName: string;
  supportEmail: string;
}) {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (!subject.trim() || !message.trim()) {
      setError('Please enter a subject and a message.');
      return;
    }
    setSending(true);
    setError(null);
    try {
      await sendAgencyFeedback(props.region, props.agencyId, {
        to: props.supportEmail,
        subject: subject.trim(),
        html: feedbackHtml(message.trim()),
      });
      notifications.show({ color: 'green', message: 'Feedback sent!', autoClose: 3000 });
      setSubject('');
      setMessage('');
      props.onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Your feedback could not be sent.');
    } finally {
      setSending(false);
    }
  };

  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="right"
      title="Send Feedback"
      size="md"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            Goes to {props.agencyName} at {props.supportEmail}; their reply comes to your e-mail.
          </Text>
          <TextInput
            label="Subject"
            value={subject}
            maxLength={AGENCY_EMAIL_LIMITS.subject}
            onChange={(event) => setSubject(event.currentTarget.value)}
            required
          />
          <Textarea
            label="Message"
            value={message}
            minRows={6}
            autosize
            maxLength={AGENCY_EMAIL_LIMITS.html / 2}
            onChange={(event) => setMessage(event.currentTarget.value)}
            required
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" loading={sending}>
            Send
          </Button>
        </Stack>
      </form>
    </Drawer>
  );
}
