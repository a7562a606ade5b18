import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '../../../../test/render';
import { AgentFormProvider, useAgentForm, type AgentForm } from '../form/agentFormContext';
import { newAgentValues } from '../form/agentFormValues';
import { HandoffSection } from './HandoffSection';

let form: AgentForm;
function Harness({ fields }: { fields: Record<string, unknown> }) {
  form = useAgentForm({ initialValues: { ...newAgentValues('owner1', {}), ...fields } });
  return (
    <AgentFormProvider form={form}>
      <HandoffSection />
    </AgentFormProvider>
  );
}

const master = () => screen.getByLabelText(/^Enable human handoff/) as HTMLInputElement;
const banner = () => screen.getByLabelText(/^Show the handoff banner/) as HTMLInputElement;

describe('HandoffSection', () => {
  it('keeps the banner off and locked while handoff is off', () => {
    render(<Harness fields={{ enableHumanHandoff: false, enableVGHandoff: true }} />);
    expect(master().checked).toBe(false);
    expect(banner().checked).toBe(false);
    expect(banner().disabled).toBe(true);
    fireEvent.click(master());
    expect(form.getValues().enableHumanHandoff).toBe(true);
    expect(banner().checked).toBe(true);
    expect(banner().disabled).toBe(false);
  });

  it('shows an agent saved with only the banner switch as handed off, and turns it off for real', () => {
    render(<Harness fields={{ enableVGHandoff: true }} />);
    expect(master().checked).toBe(true);
    fireEvent.click(master());
    expect(form.getValues().enableHumanHandoff).toBe(false);
    expect(banner().disabled).toBe(true);
  });
});
