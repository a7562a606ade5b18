import {
  NumberInput,
  PasswordInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { ensureHttps } from '@vg/common';
import { useAgentFormContext } from './agentFormContext';
import type { FieldSpec } from './fieldSpec';
import { LinesField } from './LinesField';

/** Renders a list of field specs bound to the agent form. */
export function AgentFields({
  fields,
  columns = 1,
}: {
  fields: readonly FieldSpec[];
  columns?: number;
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: columns }} spacing="md" verticalSpacing="md">
      {fields.map((field) => (
        <AgentField key={field.path} field={field} />
      ))}
    </SimpleGrid>
  );
}

export function AgentField({ field }: { field: FieldSpec }) {
  const form = useAgentFormContext();
  const input = form.getInputProps(field.path);
  const common = {
    label: field.label,
    description: 'description' in field ? field.description : undefined,
  };
  // An emptied text means "not set" (the save deletes the field), not the empty string.
  const setText = (text: string) =>
    form.setFieldValue(field.path, (text === '' ? undefined : text) as never);

  switch (field.kind) {
    case 'text':
      return (
        <TextInput
          {...common}
          placeholder={field.placeholder}
          {...input}
          value={(input.value as string) ?? ''}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          {...input}
          value={(input.value as string) ?? ''}
          onChange={(event) => setText(event.currentTarget.value)}
          autosize
          minRows={field.rows ?? 3}
          maxRows={16}
          styles={field.mono ? { input: { fontFamily: 'monospace' } } : undefined}
        />
      );
    case 'lines':
      return (
        <LinesField
          path={field.path}
          label={field.label}
          description={field.description}
          rows={field.rows}
        />
      );
    case 'secret':
      return (
        <PasswordInput
          {...common}
          {...input}
          value={(input.value as string) ?? ''}
          autoComplete="off"
        />
      );
    case 'image':
      return (
        <TextInput
          {...common}
          placeholder="https://…"
          {...input}
          value={(input.value as string) ?? ''}
          onChange={(event) => setText(event.currentTarget.value)}
          // Addresses typed without a scheme get https:// (spec: image URL rule).
          onBlur={(event) => {
            setText(ensureHttps(event.currentTarget.value));
            input.onBlur?.(event);
          }}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          min={field.min}
          max={field.max}
          step={field.step}
          suffix={field.suffix}
          {...input}
          value={(input.value as number | undefined) ?? ''}
          // An emptied number input means "not set", not the empty string.
          onChange={(value) =>
            form.setFieldValue(field.path, (typeof value === 'number' ? value : undefined) as never)
          }
        />
      );
    case 'switch':
      return (
        <Switch
          {...common}
          {...form.getInputProps(field.path, { type: 'checkbox' })}
          checked={Boolean(form.getInputProps(field.path, { type: 'checkbox' }).checked)}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          data={field.options as never}
          searchable={field.searchable}
          allowDeselect={false}
          {...input}
          value={(input.value as string) ?? null}
        />
      );
    case 'segmented':
      return (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {field.label}
          </Text>
          <SegmentedControl
            data={field.options as never}
            {...input}
            value={(input.value as string) ?? ''}
          />
        </Stack>
      );
  }
}
