import { TOOL_FIELD_LOCATIONS, TOOL_FIELD_TYPES, type Tool, type ToolField } from '@vg/common';

/** One parameter row of the tool editor (values kept as typed). */
export interface FieldDraft {
  in: (typeof TOOL_FIELD_LOCATIONS)[number];
  key: string;
  value: string;
  defaultValue: string;
  type: (typeof TOOL_FIELD_TYPES)[number];
  description: string;
  required: boolean;
}

export interface ToolDraft {
  name: string;
  description: string;
  imageUrl: string;
  serverUrl: string;
  /** Empty: keep the stored secret. */
  secret: string;
  fields: FieldDraft[];
}

export const EMPTY_FIELD: FieldDraft = {
  in: 'query',
  key: '',
  value: '',
  defaultValue: '',
  type: 'string',
  description: '',
  required: false,
};

const text = (value: unknown) =>
  value === undefined || value === null
    ? ''
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

export function draftFromTool(tool: Tool | null): ToolDraft {
  return {
    name: tool?.name ?? '',
    description: tool?.description ?? '',
    imageUrl: tool?.imageUrl ?? '',
    serverUrl: tool?.serverUrl ?? '',
    secret: '',
    fields: (tool?.fields ?? []).map((field) => ({
      in: field.in,
      key: field.key,
      value: text(field.value),
      defaultValue: text(field.defaultValue),
      type: field.type,
      description: field.description ?? '',
      required: field.required,
    })),
  };
}

/** The stored fields of a draft: empty texts are left out. */
export function fieldsFromDraft(fields: readonly FieldDraft[]): ToolField[] {
  return fields.map((field) => ({
    in: field.in,
    key: field.key.trim(),
    type: field.type,
    required: field.required,
    ...(field.value.trim() ? { value: field.value.trim() } : {}),
    ...(field.defaultValue.trim() ? { defaultValue: field.defaultValue.trim() } : {}),
    ...(field.description.trim() ? { description: field.description.trim() } : {}),
  }));
}

/** The editor's errors (Mantine form paths), empty when the draft can be saved. */
export function toolDraftErrors(draft: ToolDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.name.trim()) errors.name = 'Give the tool a name.';
  if (!/^https?:\/\/[^\s/]+/i.test(draft.serverUrl.trim()))
    errors.serverUrl = 'Enter the address the tool calls, starting with https://';
  const seen = new Set<string>();
  draft.fields.forEach((field, index) => {
    const key = field.key.trim();
    if (!key) errors[`fields.${index}.key`] = 'Name the parameter.';
    else if (seen.has(`${field.in}:${key}`))
      errors[`fields.${index}.key`] = 'Each parameter name appears once.';
    seen.add(`${field.in}:${key}`);
    if (
      field.type === 'number' &&
      field.defaultValue.trim() &&
      !Number.isFinite(Number(field.defaultValue))
    )
      errors[`fields.${index}.defaultValue`] = 'A number field needs a number.';
  });
  return errors;
}
