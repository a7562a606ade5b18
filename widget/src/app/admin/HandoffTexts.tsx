import { EditableText } from './EditableText';
import { saveAgentEdit } from './saveAgentEdit';

/** The live-agent banner's title and subtitle, editable in place by a super administrator. */
export function HandoffTexts({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <>
      <EditableText
        className="vg-team-title"
        label={title}
        value={title}
        onSave={(UIhandoffTitle) => void saveAgentEdit({ UIhandoffTitle })}
      />
      <EditableText
        className="vg-team-subtitle"
        label={subtitle}
        value={subtitle}
        onSave={(UIhandoffSubtitle) => void saveAgentEdit({ UIhandoffSubtitle })}
      />
    </>
  );
}
