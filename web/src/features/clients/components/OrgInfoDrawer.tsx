import { useState } from 'react';
import {
  Alert,
  Button,
  Divider,
  Drawer,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  DEFAULT_DISABLED_ACCESS_MESSAGE,
  DISABLED_ACCESS_MESSAGE_MAX,
  formatBalance,
  organisationUpdateFailedMessage,
  validateCreditTransfer,
  validateOrganisationName,
  type Region,
} from '@vg/common';
import { transferOrganisationCredits, updateOrganisation } from '../../../data/clientAdmin';
import type { Organisation } from '../../../data/clients';
import { AccessPicker } from './AccessPicker';

/**
 * The Org Info drawer: name, photo, language, layout, predefined tags,
 * default client access and tab order, organisation settings (turning
 * client access off with a message), and credits moved between the
 * workspace and the organisation.
 */
export function OrgInfoDrawer({
  region,
  organisation,
  workspaceCredits,
  opened,
  onClose,
}: {
  region: Region;
  organisation: Organisation;
  workspaceCredits: number;
  opened: boolean;
  onClose: () => void;
}) {
  const [name, setName] = useState(organisation.name);
  const [photo, setPhoto] = useState(organisation.squarePhotoURL ?? '');
  const [language, setLanguage] = useState(organisation.preferredLanguage);
  const [layout, setLayout] = useState(organisation.dashboardLayout);
  const [tags, setTags] = useState<string[]>(organisation.predefinedTags ?? []);
  const [access, setAccess] = useState<string[]>(
    organisation.defaultClientTabOrder ?? organisation.defaultClientAccess,
  );
  const [disabled, setDisabled] = useState(organisation.settings?.disableClientAccess ?? false);
  const [message, setMessage] = useState(organisation.settings?.disableClientAccessMessage ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const invalid = validateOrganisationName(name);
    if (invalid) return setError(invalid);
    setError(null);
    setSaving(true);
    try {
      await updateOrganisation(region, organisation.ID, {
        name,
        squarePhotoURL: photo,
        preferredLanguage: language,
        dashboardLayout: layout,
        predefinedTags: tags,
        defaultClientAccess: access as never,
        settings: { disableClientAccess: disabled, disableClientAccessMessage: message },
      });
      notifications.show({ color: 'green', message: 'Organization updated successfully!' });
      onClose();
    } catch (failure) {
      setError(organisationUpdateFailedMessage((failure as Error).message));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer opened={opened} onClose={onClose} position="right" title="Org Info">
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <TextInput
          label="Photo URL"
          value={photo}
          onChange={(e) => setPhoto(e.currentTarget.value)}
        />
        <TextInput
          label="Language (code, e.g. en or de)"
          value={language}
          onChange={(e) => setLanguage(e.currentTarget.value)}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="org-layout-label">
            Layout
          </Text>
          <SegmentedControl
            aria-labelledby="org-layout-label"
            value={layout}
            onChange={(value) => setLayout(value as typeof layout)}
            data={[
              { value: 'vertical', label: 'Vertical' },
              { value: 'horizontal', label: 'Horizontal' },
            ]}
          />
        </Stack>
        <TagsInput label="Predefined tags" value={tags} onChange={setTags} />
        <AccessPicker label="Default client access" value={access} onChange={setAccess} />
        <Switch
          label="Disable client access"
          checked={disabled}
          onChange={(e) => setDisabled(e.currentTarget.checked)}
        />
        {disabled && (
          <Textarea
            label="Message shown to clients"
            placeholder={DEFAULT_DISABLED_ACCESS_MESSAGE}
            maxLength={DISABLED_ACCESS_MESSAGE_MAX}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            autosize
            minRows={2}
          />
        )}
        {disabled && (
          <Text size="xs" aria-live="polite">
            {message.length}/{DISABLED_ACCESS_MESSAGE_MAX} characters
          </Text>
        )}
        <Button onClick={() => void save()} loading={saving}>
          Save
        </Button>
        <Divider />
        <Title order={3} size="h5">
          Credits
        </Title>
        <CreditTransfer
          region={region}
          orgId={organisation.ID}
          orgCredits={organisation.loadTokens}
          workspaceCredits={workspaceCredits}
        />
      </Stack>
    </Drawer>
  );
}

function CreditTransfer({
  region,
  orgId,
  orgCredits,
  workspaceCredits,
}: {
  region: Region;
  orgId: string;
  orgCredits: number;
  workspaceCredits: number;
}) {
  const [amount, setAmount] = useState<string | number>('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<null | 'toOrg' | 'toWorkspace'>(null);

  const transfer = async (direction: 'toOrg' | 'toWorkspace') => {
    const invalid = validateCreditTransfer(
      amount,
      direction === 'toOrg' ? 'workspace' : 'org',
      direction === 'toOrg' ? workspaceCredits : orgCredits,
    );
    if (invalid) return setError(invalid);
    setError(null);
    setBusy(direction);
    try {
      await transferOrganisationCredits(region, orgId, { amount: Number(amount), direction });
      notifications.show({ color: 'green', message: 'Credits transferred successfully!' });
      setAmount('');
    } catch (failure) {
      const status = (failure as { status?: number }).status;
      setError(
        status === 404
          ? 'Workspace not found. Please refresh and try again.'
          : status === 409
            ? (failure as Error).message
            : 'Failed to transfer credits. Please try again.',
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="xs">
      <Text size="sm">
        Workspace: {formatBalance(workspaceCredits)} credits · Organization:{' '}
        {formatBalance(orgCredits)} credits
      </Text>
      <NumberInput
        label="Amount to transfer"
        min={0}
        hideControls
        value={amount}
        onChange={setAmount}
        error={error}
      />
      <Group grow>
        <Button
          variant="light"
          loading={busy === 'toOrg'}
          disabled={busy !== null}
          onClick={() => void transfer('toOrg')}
        >
          To organization
        </Button>
        <Button
          variant="light"
          loading={busy === 'toWorkspace'}
          disabled={busy !== null}
          onClick={() => void transfer('toWorkspace')}
        >
          To workspace
        </Button>
      </Group>
    </Stack>
  );
}
