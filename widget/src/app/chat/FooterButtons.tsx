import {
  checkCustomFooterButton,
  CUSTOM_BUTTON_NOTICE_MS,
  parseCustomFooterButtons,
  type CustomFooterButton,
} from '@vg/common/logic/widget/customFooterButton';
import { TEXT } from '@vg/common/constants';
import { useMemo } from 'react';
import type { Translate } from '../i18n/i18n';
import { useT } from '../i18n/useT';
import { sendAction, sendText } from '../session/chatActions';
import { showNotice, useChatStore } from '../store/chatStore';

/**
 * The owner's own footer buttons (customButtonJSON_STRING, spec 1 section
 * 3): an intent button sends its intent, a link button opens its link, a
 * default button sends its label as the visitor's words. An intent or link
 * button without a value says so ('Intent value is null', 'Link value is
 * null') for 2.5 s instead of doing anything.
 */
export function FooterButtons() {
  const t = useT();
  const json = useChatStore((state) => state.agent?.customButtonJSON_STRING);
  const loading = useChatStore((state) => state.loading);
  const buttons = useMemo(() => parseCustomFooterButtons(json), [json]);
  if (buttons.length === 0) return null;
  return (
    <div className="vg-footer-buttons">
      {buttons.map((button, index) => (
        <button
          key={index}
          type="button"
          className={`vg-chip vg-footer-button vg-footer-button--${button.type}`}
          // A link opens whatever the chat is doing; the others wait for the reply.
          disabled={loading && button.type !== 'link'}
          onClick={() => pressFooterButton(button, t)}
        >
          {button.iconLink ? (
            <img className="vg-footer-button-icon" src={button.iconLink} alt="" />
          ) : null}
          {labelOf(button)}
        </button>
      ))}
    </div>
  );
}

/** What a footer button does when pressed; false when it did nothing. */
export function pressFooterButton(button: CustomFooterButton, t: Translate): boolean {
  const problem = checkCustomFooterButton(button);
  if (problem) {
    showNotice(
      problem === TEXT.intentValueNull ? t('intentValueNull') : t('linkValueNull'),
      'danger',
      CUSTOM_BUTTON_NOTICE_MS,
    );
    return false;
  }
  const value = button.value?.trim() ?? '';
  const label = labelOf(button);
  if (button.type === 'link') {
    const href = safeLink(value);
    if (!href) {
      console.warn('Footer button link refused:', value);
      return false;
    }
    window.open(href, '_blank', 'noopener,noreferrer');
    return true;
  }
  if (button.type === 'intent') {
    return sendAction(
      { type: 'intent', payload: { intent: { name: value }, query: label || value } },
      label || value,
    );
  }
  return sendText(value || label);
}

function labelOf(button: CustomFooterButton): string {
  return button.viewValue?.trim() || button.value?.trim() || '';
}

/**
 * Web, mail and phone links only; an address without a scheme is taken as
 * a web address (https), so 'shop.example/help' works as owners type it.
 */
export function safeLink(value: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
