import { validateEmail } from '@vg/common/logic/widget/contactValidation';
import { truncateFor } from '@vg/common/logic/text/truncate';
import { emailFormMessageSchema } from '@vg/common/schemas/messages';
import { useState } from 'react';
import { translateRuleText } from '../i18n/i18n';
import { useT } from '../i18n/useT';
import { currentBackend } from '../session/backendRef';
import { markAnswered } from '../session/chatActions';
import { chatStore, showNotice } from '../store/chatStore';
import { useAnswered } from './parts/useAnswered';
import { parseMessage } from './parseMessage';
import type { MessageProps } from './types';

/**
 * The e-mail form: the visitor leaves an address and a message for the team
 * (POST …/notify). A stored form (its e-mail filled in) shows what was sent,
 * with its attachment links.
 */
export function EmailForm({ message, messageKey, isLatest }: MessageProps) {
  const t = useT();
  const { item } = parseMessage(emailFormMessageSchema, message, 'EmailForm');
  const answered = useAnswered(messageKey);
  const [email, setEmail] = useState(chatStore.get().user.email ?? '');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);

  if (item.email) {
    return (
      <div className="vg-panel vg-email-form">
        <div className="vg-field-label">{t('email')}</div>
        <div>{item.email}</div>
        {item.message ? <p className="vg-email-message">{item.message}</p> : null}
        {item.attachmentLinks?.length ? (
          <ul className="vg-file-list" aria-label={t('attachments')}>
            {item.attachmentLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {truncateFor('fileName', link.filename)}
                </a>
                <small>{link.sizeKB} KB</small>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  }
  if (answered)
    return (
      <div className="vg-info vg-info--success" role="status">
        {t('emailSent')}
      </div>
    );

  const disabled = !isLatest || sending;
  const submit = async () => {
    const error = validateEmail(email);
    if (error) return showNotice(translateRuleText(t, error), 'danger', 2500);
    const backend = currentBackend();
    const state = chatStore.get();
    if (!backend || !state.userId) return;
    setSending(true);
    try {
      await backend.notifyTeam(
        state.userId,
        { email: email.trim(), message: text.trim() },
        state.turns,
      );
      markAnswered(messageKey);
    } catch (failure) {
      console.warn('notify', failure);
    } finally {
      setSending(false);
    }
  };
  return (
    <form
      className="vg-panel vg-email-form"
      onSubmit={(event) => (event.preventDefault(), void submit())}
      noValidate
    >
      <div className="vg-field">
        <label className="vg-field-label" htmlFor={`email-${messageKey}`}>
          {t('email')}
        </label>
        <input
          id={`email-${messageKey}`}
          type="email"
          value={email}
          disabled={disabled}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="vg-field">
        <label className="vg-field-label" htmlFor={`emailmsg-${messageKey}`}>
          {t('message')}
        </label>
        <textarea
          id={`emailmsg-${messageKey}`}
          rows={3}
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="vg-panel-actions">
        <button type="submit" className="vg-button" disabled={disabled}>
          {t('send')}
        </button>
      </div>
    </form>
  );
}
