import { TEXT } from '../../constants';
import type { FormFieldType } from '../../schemas/messageParts';
import { validateEmail } from './contactValidation';
import { validatePhone } from './phoneValidation';

/**
 * Checks of the external-form style form rendered in the chat. Answers are
 * keyed by field id; grid fields answer one entry per line.
 */

export interface FormFieldRule {
  id: string;
  label: string;
  type: FormFieldType | string;
  required?: boolean;
  /** Grid fields: how many lines need an answer. */
  lines?: number;
}

export type FormAnswer = string | string[] | undefined | null;
export type FormAnswers = Record<string, FormAnswer>;

export const FILE_FIELD_MARKER = 'VG_FileUpload';

export type FormInputType = 'email' | 'tel' | 'text';

/**
 * A label may end with ':email' or ':tel' to pick the input type; the suffix
 * is not part of the visible label.
 */
export function parseFieldLabel(label: string): { label: string; inputType: FormInputType } {
  const match = /^(.*):(email|tel)\s*$/i.exec(label);
  if (!match) return { label, inputType: 'text' };
  const inputType = (match[2] ?? '').toLowerCase() as 'email' | 'tel';
  return { label: (match[1] ?? '').trim(), inputType };
}

export function isFileField(label: string): boolean {
  return label.includes(FILE_FIELD_MARKER);
}

function answeredCount(answer: FormAnswer): number {
  if (Array.isArray(answer)) return answer.filter((entry) => entry.trim() !== '').length;
  return typeof answer === 'string' && answer.trim() !== '' ? 1 : 0;
}

/** A required field is missing, or answers fewer lines than it has. */
export function isRequiredFieldMissing(field: FormFieldRule, answer: FormAnswer): boolean {
  if (!field.required) return false;
  const count = answeredCount(answer);
  if (count === 0) return true;
  return field.lines !== undefined && field.lines > 0 && count < field.lines;
}

export interface FormValidationResult {
  /** Notice for the submit attempt, or null. */
  formError: string | null;
  /** Inline messages by field id. */
  fieldErrors: Record<string, string>;
}

/** `phoneCountry`: the visitor's country, for phone numbers written without +. */
export function validateForm(
  fields: readonly FormFieldRule[],
  answers: FormAnswers,
  phoneCountry?: string | null,
): FormValidationResult {
  const fieldErrors: Record<string, string> = {};
  let missing = false;
  for (const field of fields) {
    const answer = answers[field.id];
    if (isRequiredFieldMissing(field, answer)) {
      missing = true;
      if (field.type === 'RADIO' || field.type === 'LINEAR') {
        fieldErrors[field.id] = TEXT.fieldRequired;
      }
      continue;
    }
    // Typed inputs are checked only when something was entered.
    if (typeof answer === 'string' && answer.trim() !== '') {
      const { inputType } = parseFieldLabel(field.label);
      const error =
        inputType === 'email'
          ? validateEmail(answer)
          : inputType === 'tel'
            ? validatePhone(answer, phoneCountry)
            : null;
      if (error) fieldErrors[field.id] = error;
    }
  }
  return { formError: missing ? TEXT.requiredFields : null, fieldErrors };
}

/** Empty array answers are dropped before the form is submitted. */
export function dropEmptyAnswers(answers: FormAnswers): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [id, answer] of Object.entries(answers)) {
    if (answer === undefined || answer === null) continue;
    if (Array.isArray(answer) && answer.length === 0) continue;
    result[id] = answer;
  }
  return result;
}
