import { FORM_SUBMIT_CHANNEL, VALIDATION_DEBOUNCE_MS } from '@vg/common/constants';
import {
  dropEmptyAnswers,
  validateForm,
  type FormAnswer,
  type FormAnswers,
} from '@vg/common/logic/widget/formValidation';
import type { FormDefinition, FormField as Field } from '@vg/common/schemas/messageParts';
import { googleFormMessageSchema } from '@vg/common/schemas/messages';
import { useEffect, useState } from 'react';
import { translateRuleText } from '../i18n/i18n';
import { useT } from '../i18n/useT';
import { currentBackend } from '../session/backendRef';
import { markAnswered, sendAction } from '../session/chatActions';
import { showNotice, useChatStore } from '../store/chatStore';
import { checkFile } from './parts/checkFile';
import { FormField } from './parts/FormField';
import { formFileLimit } from './parts/formFileLimit';
import { uploadWithProgress } from './parts/uploadWithProgress';
import { useAnswered } from './parts/useAnswered';
import { parseMessage } from './parseMessage';
import type { MessageProps } from './types';

/**
 * An external-form style form (GoogleForm): inline fields, or loaded by
 * form_id from get-gform. Typed fields are checked 2 s after typing stops;
 * submit checks required fields and sends the answers as JSON on the
 * VGVF_Channel channel (a message the chat does not show).
 */
export function ExternalForm({ message, messageKey, isLatest }: MessageProps) {
  const t = useT();
  const { item } = parseMessage(googleFormMessageSchema, message, 'GoogleForm');
  const inline = item.payload.fields ? (item.payload as FormDefinition) : null;
  const [form, setForm] = useState<FormDefinition | null>(inline);
  const [failed, setFailed] = useState(false);
  const formId = item.payload.form_id;
  useEffect(() => {
    if (inline || !formId) return;
    currentBackend()
      ?.loadForm(formId)
      .then(setForm)
      .catch((error: unknown) => {
        console.warn('form', error);
        setFailed(true);
      });
  }, [inline, formId]);

  if (!inline && !formId) throw new Error('Cannot show GoogleForm message (no fields or form_id)');
  if (failed) return <div className="vg-message-error">{t('somethingWrong')}</div>;
  if (!form) return <div className="vg-panel vg-form-loading">{t('loadingForm')}</div>;
  return <FormBody form={form} formId={formId} messageKey={messageKey} isLatest={isLatest} />;
}

function FormBody({
  form,
  formId,
  messageKey,
  isLatest,
}: {
  form: FormDefinition;
  formId: string | undefined;
  messageKey: string;
  isLatest: boolean;
}) {
  const t = useT();
  const [answers, setAnswers] = useState<FormAnswers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const answered = useAnswered(messageKey);
  const loading = useChatStore((state) => state.loading);
  // Phone numbers written without + are read as the visitor's country's (GET /utils/ip).
  const country = useChatStore((state) =>
    typeof state.variables.country === 'string' ? state.variables.country : null,
  );
  const disabled = !isLatest || answered || loading;

  // Live check of typed fields once the visitor pauses (2 s).
  useEffect(() => {
    const timer = setTimeout(() => {
      const { fieldErrors } = validateForm(
        form.fields.map((field) => ({ ...ruleOf(field), required: false })),
        answers,
        country,
      );
      setErrors(fieldErrors);
    }, VALIDATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [answers, form.fields, country]);

  const set = (id: string, value: FormAnswer) =>
    setAnswers((current) => ({ ...current, [id]: value }));
  const upload = async (field: Field, file: File) => {
    if (!checkFile(file, formFileLimit(field.label).maxMb, undefined, t)) return;
    set(field.id, t('uploading', { percent: 0 }));
    const result = await uploadWithProgress(file, (percent) =>
      set(field.id, t('uploading', { percent })),
    );
    set(field.id, result?.url ?? '');
  };
  const submit = () => {
    const { formError, fieldErrors } = validateForm(form.fields.map(ruleOf), answers, country);
    setErrors(fieldErrors);
    if (formError || Object.keys(fieldErrors).length) {
      const first = formError ?? Object.values(fieldErrors)[0]!;
      showNotice(translateRuleText(t, first), 'danger', 2500);
      return;
    }
    markAnswered(messageKey);
    const payload = JSON.stringify({
      formId,
      title: form.title,
      answers: dropEmptyAnswers(answers),
    });
    sendAction({ type: FORM_SUBMIT_CHANNEL, payload }, '', undefined, {
      from: 'human',
      type: FORM_SUBMIT_CHANNEL,
      item: { payload },
    });
  };

  return (
    <form
      className="vg-panel vg-form"
      onSubmit={(event) => (event.preventDefault(), submit())}
      noValidate
    >
      {form.title ? <h3 className="vg-form-title">{form.title}</h3> : null}
      {form.description ? <p className="vg-field-note">{form.description}</p> : null}
      {form.fields.map((field) => (
        <FormField
          key={field.id}
          field={field}
          value={answers[field.id]}
          error={errors[field.id] ? translateRuleText(t, errors[field.id]!) : undefined}
          disabled={disabled}
          onChange={(value) => set(field.id, value)}
          onFile={(file) => void upload(field, file)}
        />
      ))}
      <div className="vg-panel-actions">
        <button type="submit" className="vg-button" disabled={disabled}>
          {answered ? '✓' : t('submit')}
        </button>
      </div>
    </form>
  );
}

function ruleOf(field: Field) {
  return {
    id: field.id,
    label: field.label,
    type: field.type,
    required: field.required,
    lines: field.lines ?? field.rows?.length,
  };
}
