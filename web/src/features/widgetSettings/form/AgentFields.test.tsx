import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '../../../../test/render';
import { AgentFields } from './AgentFields';
import { AgentFormProvider, useAgentForm, type AgentForm } from './agentFormContext';
import { agentFormErrors, newAgentValues } from './agentFormValues';
import type { FieldSpec } from './fieldSpec';
import { SECTION_FIELDS } from '../tabs/settingsSections';

let form: AgentForm;
function Harness({ fields }: { fields: FieldSpec[] }) {
  form = useAgentForm({ initialValues: newAgentValues('owner1', {}), validate: agentFormErrors });
  return (
    <AgentFormProvider form={form}>
      <AgentFields fields={fields} />
    </AgentFormProvider>
  );
}

describe('AgentFields', () => {
  it('prefixes image URLs with https:// when the field is left', () => {
    render(<Harness fields={[{ kind: 'image', path: 'headerImageUrl', label: 'Header image' }]} />);
    const input = screen.getByLabelText('Header image');
    fireEvent.change(input, { target: { value: 'cdn.example.com/head.png' } });
    fireEvent.blur(input);
    expect(form.getValues().headerImageUrl).toBe('https://cdn.example.com/head.png');
  });

  it('writes nested numbers by path and clears to unset', () => {
    render(
      <Harness
        fields={[{ kind: 'number', path: 'vgOptions.maxChunkSize', label: 'Max chunk size' }]}
      />,
    );
    const input = screen.getByLabelText('Max chunk size');
    fireEvent.change(input, { target: { value: '1500' } });
    expect(form.getValues().vgOptions?.maxChunkSize).toBe(1500);
    fireEvent.change(input, { target: { value: '' } });
    expect(form.getValues().vgOptions?.maxChunkSize).toBeUndefined();
  });

  it('clears text, long text and image fields to unset', () => {
    render(
      <Harness
        fields={[
          { kind: 'text', path: 'ui.voiceQuestionLabel', label: 'Voice question label' },
          { kind: 'textarea', path: 'systemPrompt', label: 'System prompt' },
          { kind: 'image', path: 'headerImageUrl', label: 'Header image' },
        ]}
      />,
    );
    for (const label of ['Voice question label', 'System prompt', 'Header image']) {
      const input = screen.getByLabelText(label);
      fireEvent.change(input, { target: { value: 'set' } });
      fireEvent.change(input, { target: { value: '' } });
      fireEvent.blur(input);
    }
    const values = form.getValues();
    expect(values.ui?.voiceQuestionLabel).toBeUndefined();
    expect(values.systemPrompt).toBeUndefined();
    expect(values.headerImageUrl).toBeUndefined();
  });

  it('shows the schema message under the field on validate', async () => {
    render(
      <Harness
        fields={[{ kind: 'number', path: 'vgOptions.maxChunkSize', label: 'Max chunk size' }]}
      />,
    );
    fireEvent.change(screen.getByLabelText('Max chunk size'), { target: { value: '900' } });
    expect(form.validate().hasErrors).toBe(true);
    expect(await screen.findByText('Max chunk size must be greater than 1000')).toBeTruthy();
  });

  it('binds switches to booleans', () => {
    render(
      <Harness
        fields={[
          { kind: 'switch', path: 'alwaysShowHandoff', label: 'Always show the handoff banner' },
        ]}
      />,
    );
    fireEvent.click(screen.getByLabelText('Always show the handoff banner'));
    expect(form.getValues().alwaysShowHandoff).toBe(true);
  });

  it('edits the opening messages one per line in the Advanced settings', () => {
    render(<Harness fields={SECTION_FIELDS.advanced} />);
    const input = screen.getByLabelText('Opening messages') as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: 'Hello!\n' } });
    // The blank line being typed stays in the box; the form gets whole messages.
    expect(input.value).toBe('Hello!\n');
    expect(form.getValues().initMessages).toEqual(['Hello!']);
    fireEvent.change(input, { target: { value: 'Hello!\nHow can I help?' } });
    expect(form.getValues().initMessages).toEqual(['Hello!', 'How can I help?']);
  });
});
