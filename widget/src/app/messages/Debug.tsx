import { useState } from 'react';
import { debugPreview } from '@vg/common/logic/text/truncate';
import { debugMessageSchema } from '@vg/common/schemas/messages';
import { currentBackend } from '../session/backendRef';
import { useT } from '../i18n/useT';
import { parseMessage } from './parseMessage';
import type { MessageProps } from './types';

/**
 * A debug message (type starting with 'debug'), shown to super
 * administrators only (the conversation filters it for everyone else): a
 * collapsed line with the first 100 characters, expanding to the tool call.
 */
export function Debug({ message }: MessageProps) {
  const t = useT();
  const { item } = parseMessage(debugMessageSchema, message, 'debug');
  const payload = item?.payload ?? {};
  const text = payload.message ?? '';
  const input =
    payload.toolInput === undefined
      ? null
      : typeof payload.toolInput === 'string'
        ? payload.toolInput
        : JSON.stringify(payload.toolInput, null, 2);
  return (
    <details className="vg-debug">
      <summary>
        <span className="vg-debug-tag">{payload.toolName ?? t('debug')}</span> {debugPreview(text)}
      </summary>
      {text.length > 100 ? <p className="vg-debug-text">{text}</p> : null}
      {input !== null ? <pre className="vg-debug-input">{input}</pre> : null}
      {isToolCall(payload.toolName, payload.toolInput) ? (
        <RerunTool toolName={payload.toolName} toolInput={payload.toolInput} />
      ) : null}
    </details>
  );
}

/** Debug entries of the runtime's own steps (a node flow's) are not tool calls. */
const NOT_TOOLS = new Set(['node']);

function isToolCall(toolName: string | undefined, toolInput: unknown): toolName is string {
  return (
    !!toolName &&
    !NOT_TOOLS.has(toolName) &&
    typeof toolInput === 'object' &&
    toolInput !== null &&
    !Array.isArray(toolInput)
  );
}

/**
 * Run again (spec 2 §7 tool rerun): the server calls the tool once more
 * with the same input and the answer is shown under the call. A tool the
 * agent no longer has is only logged, as the spec says.
 */
function RerunTool({ toolName, toolInput }: { toolName: string; toolInput: unknown }) {
  const t = useT();
  const [state, setState] = useState<{ running: boolean; result: string | null }>({
    running: false,
    result: null,
  });
  const run = async () => {
    const backend = currentBackend();
    if (!backend) return;
    setState({ running: true, result: null });
    try {
      const answer = await backend.rerunTool(toolName, toolInput as Record<string, unknown>);
      const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      setState({
        running: false,
        result: answer.ok ? `${answer.status ?? ''} ${body ?? ''}`.trim() : (answer.error ?? ''),
      });
    } catch (error) {
      console.warn('tool rerun', error);
      setState({ running: false, result: null });
    }
  };
  return (
    <div className="vg-debug-rerun">
      <button type="button" onClick={() => void run()} disabled={state.running}>
        {t('rerunTool')}
      </button>
      {state.result !== null ? (
        <pre className="vg-debug-input" aria-live="polite">
          {state.result}
        </pre>
      ) : null}
    </div>
  );
}
