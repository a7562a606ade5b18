import { useState } from 'react';
import { Textarea } from '@mantine/core';
import { useAgentFormContext } from './agentFormContext';
import { entriesToLines, linesToEntries } from './messageLines';

/**
 * A list of text messages edited one per line. The text is kept as typed
 * (blank lines too, so Enter works) while the form gets the non-blank lines.
 */
export function LinesField({
  path,
  label,
  description,
  rows,
}: {
  path: string;
  label: string;
  description?: string;
  rows?: number;
}) {
  const form = useAgentFormContext();
  const stored = form.getInputProps(path).value as unknown;
  const [text, setText] = useState(() => entriesToLines(stored));
  // A change from elsewhere (the stored agent, a revert) replaces the typed text.
  const storedLines = entriesToLines(stored);
  const shown = entriesToLines(linesToEntries(text, stored)) === storedLines ? text : storedLines;
  return (
    <Textarea
      label={label}
      description={description}
      value={shown}
      autosize
      minRows={rows ?? 3}
      maxRows={16}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        form.setFieldValue(path, linesToEntries(next, stored) as never);
      }}
    />
  );
}
