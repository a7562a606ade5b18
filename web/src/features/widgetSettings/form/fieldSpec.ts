/**
 * Declarative description of one editable agent field. Sections of the
 * editor are lists of these, rendered by <AgentFields>, so adding a field is
 * one line and every field gets the same labels, errors and input rules.
 */
export type FieldSpec =
  | { kind: 'text'; path: string; label: string; description?: string; placeholder?: string }
  | {
      kind: 'textarea';
      path: string;
      label: string;
      description?: string;
      rows?: number;
      mono?: boolean;
    }
  | { kind: 'secret'; path: string; label: string; description?: string }
  /** A list of text messages, one per line. */
  | { kind: 'lines'; path: string; label: string; description?: string; rows?: number }
  | { kind: 'image'; path: string; label: string; description?: string }
  | {
      kind: 'number';
      path: string;
      label: string;
      description?: string;
      min?: number;
      max?: number;
      step?: number;
      suffix?: string;
    }
  | { kind: 'switch'; path: string; label: string; description?: string }
  | {
      kind: 'select';
      path: string;
      label: string;
      description?: string;
      options: readonly (string | { value: string; label: string })[];
      searchable?: boolean;
    }
  | {
      kind: 'segmented';
      path: string;
      label: string;
      options: readonly { value: string; label: string }[];
    };
