import { useState } from 'react';
import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Region } from '@vg/common';
import { connectWhatsappWithToken } from '../../../../data/channels';

const FILL_ALL = 'Please fill out all fields.';

/**
 * WhatsApp's Legacy (manual tokens) method: the number's id, its WhatsApp
 * Business account's id and a permanent access token of a system user of
 * that business (made in Meta's Business settings). The server checks the
 * token with Meta before the number answers as the agent; the token is
 * never shown again. Notices: 'Whatsapp channel saved successfully',
 * 'Error occurred: {message}'.
 */
export function WhatsappLegacyForm({ region, agentId }: { region: Region; agentId: string }) {
  const [phoneId, setPhoneId] = useState('');
  const [businessId, setBusinessId] = useState('');
  const [accessToken, setAccessToken] = useState('');
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const fields = {
      phoneId: phoneId.trim(),
      businessId: businessId.trim(),
      accessToken: accessToken.trim(),
    };
    if (!fields.phoneId || !fields.businessId || !fields.accessToken) {
      notifications.show({ color: 'red', message: FILL_ALL, autoClose: 4000 });
      return;
    }
    setSaving(true);
    try {
      const answer = await connectWhatsappWithToken(region, agentId, fields);
      notifications.show({ color: 'green', message: answer.message, autoClose: 3000 });
      setAccessToken('');
    } catch (failure) {
      const message = (failure as Error).message;
      notifications.show({
        color: 'red',
        message: message.startsWith('Error occurred') ? message : `Error occurred: ${message}`,
        autoClose: 5000,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="xs">
      <Text size="sm">
        Enter the ids from Meta&apos;s WhatsApp Manager and a permanent access token of a system
        user of the business (Business settings, System users, Generate token).
      </Text>
      <TextInput
        label="Phone number ID"
        inputMode="numeric"
        value={phoneId}
        onChange={(event) => setPhoneId(event.currentTarget.value)}
      />
      <TextInput
        label="WhatsApp Business account ID"
        inputMode="numeric"
        value={businessId}
        onChange={(event) => setBusinessId(event.currentTarget.value)}
      />
      <PasswordInput
        label="Permanent access token"
        autoComplete="off"
        value={accessToken}
        onChange={(event) => setAccessToken(event.currentTarget.value)}
      />
      <div>
        <Button loading={saving} onClick={() => void save()}>
          Save
        </Button>
      </div>
    </Stack>
  );
}
