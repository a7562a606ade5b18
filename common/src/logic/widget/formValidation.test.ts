import { describe, expect, it } from 'vitest';
import {
  dropEmptyAnswers,
  isFileField,
  isRequiredFieldMissing,
  parseFieldLabel,
  validateForm,
  type FormFieldRule,
} from './formValidation';

describe('parseFieldLabel', () => {
  it.each([
    ['Your email:email', 'Your email', 'email'],
    ['Phone:TEL', 'Phone', 'tel'],
    ['Name', 'Name', 'text'],
    ['Time: 10:30', 'Time: 10:30', 'text'],
  ])('%j -> %j / %s', (raw, label, inputType) => {
    expect(parseFieldLabel(raw)).toEqual({ label, inputType });
  });

  it('detects file fields', () => {
    expect(isFileField('Upload CV VG_FileUpload')).toBe(true);
    expect(isFileField('Upload CV')).toBe(false);
  });
});

describe('isRequiredFieldMissing', () => {
  const field = (extra: Partial<FormFieldRule>): FormFieldRule => ({
    id: 'f',
    label: 'F',
    type: 'SHORT_ANSWER',
    required: true,
    ...extra,
  });
  it.each([
    [field({}), 'x', false],
    [field({}), '   ', true],
    [field({}), undefined, true],
    [field({}), null, true],
    [field({ required: false }), undefined, false],
    [field({ type: 'CHECKBOX' }), [], true],
    [field({ type: 'CHECKBOX' }), ['a'], false],
    [field({ type: 'RADIO_GRID', lines: 3 }), ['a', 'b', 'c'], false],
    [field({ type: 'RADIO_GRID', lines: 3 }), ['a', 'b'], true],
    [field({ type: 'RADIO_GRID', lines: 3 }), ['a', '', 'c'], true],
    [field({ type: 'CHECKBOX_GRID', lines: 0 }), ['a'], false],
  ])('%j with %j -> %s', (f, answer, missing) => {
    expect(isRequiredFieldMissing(f, answer)).toBe(missing);
  });
});

describe('validateForm', () => {
  const fields: FormFieldRule[] = [
    { id: 'name', label: 'Name', type: 'SHORT_ANSWER', required: true },
    { id: 'mail', label: 'Email:email', type: 'SHORT_ANSWER' },
    { id: 'tel', label: 'Phone:tel', type: 'SHORT_ANSWER' },
    { id: 'pick', label: 'Pick', type: 'RADIO', required: true },
    { id: 'rate', label: 'Rate', type: 'LINEAR', required: true },
    { id: 'opt', label: 'Optional radio', type: 'RADIO' },
  ];

  it('passes a complete form', () => {
    expect(
      validateForm(fields, {
        name: 'A',
        mail: 'a@b.co',
        tel: '+44 20 7946 0958',
        pick: 'x',
        rate: '4',
      }),
    ).toEqual({ formError: null, fieldErrors: {} });
  });

  it('flags missing required fields, inline only for radio and linear', () => {
    expect(validateForm(fields, {})).toEqual({
      formError: 'Please push required fields',
      fieldErrors: { pick: 'This field is required', rate: 'This field is required' },
    });
  });

  it('checks typed inputs that were filled', () => {
    expect(
      validateForm(fields, { name: 'A', mail: 'bad', tel: '12', pick: 'x', rate: '1' }),
    ).toEqual({
      formError: null,
      fieldErrors: {
        mail: 'Please input a valid email.',
        tel: 'Please input a valid phone number.',
      },
    });
  });
});

describe('dropEmptyAnswers', () => {
  it('removes empty arrays and absent answers, keeps the rest', () => {
    expect(dropEmptyAnswers({ a: [], b: ['x'], c: '', d: 'y', e: undefined, f: null })).toEqual({
      b: ['x'],
      c: '',
      d: 'y',
    });
  });
});
