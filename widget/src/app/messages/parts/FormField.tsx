import type { FormField as Field } from '@vg/common/schemas/messageParts';
import { isFileField, parseFieldLabel } from '@vg/common/logic/widget/formValidation';
import type { FormAnswer } from '@vg/common/logic/widget/formValidation';
import { formFileLimit } from './formFileLimit';

interface FormFieldProps {
  field: Field;
  value: FormAnswer;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: FormAnswer) => void;
  onFile: (file: File) => void;
}

/** One field of an external-form style form, by field type. */
export function FormField({ field, value, error, disabled, onChange, onFile }: FormFieldProps) {
  const { label, inputType } = parseFieldLabel(field.label);
  const id = `field-${field.id}`;
  const options = field.options ?? [];
  const text = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? value : [];
  const visibleLabel = label.replace('VG_FileUpload', '').trim();

  const control = (() => {
    if (isFileField(field.label)) {
      return (
        <>
          <input
            id={id}
            type="file"
            accept={formFileLimit(field.label).accept}
            disabled={disabled}
            onChange={(event) => event.target.files?.[0] && onFile(event.target.files[0])}
          />
          {text ? <small className="vg-field-note">{text}</small> : null}
        </>
      );
    }
    switch (field.type) {
      case 'LONG_ANSWER':
        return (
          <textarea
            id={id}
            rows={3}
            value={text}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
          />
        );
      case 'DATE':
        return (
          <input
            id={id}
            type="date"
            value={text}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
          />
        );
      case 'DROPDOWN':
        return (
          <select
            id={id}
            className="vg-select"
            value={text}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
          >
            <option value="" />
            {options.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        );
      case 'RADIO':
      case 'LINEAR': {
        const choices =
          options.length || field.type !== 'LINEAR' ? options : ['1', '2', '3', '4', '5'];
        return (
          <div
            className={`vg-options${field.type === 'LINEAR' ? ' vg-options--row' : ''}`}
            role="radiogroup"
            aria-labelledby={`${id}-label`}
          >
            {choices.map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name={id}
                  checked={text === option}
                  disabled={disabled}
                  onChange={() => onChange(option)}
                />{' '}
                {option}
              </label>
            ))}
          </div>
        );
      }
      case 'CHECKBOX':
        return (
          <div className="vg-options" role="group" aria-labelledby={`${id}-label`}>
            {options.map((option) => (
              <label key={option}>
                <input
                  type="checkbox"
                  checked={list.includes(option)}
                  disabled={disabled}
                  onChange={() =>
                    onChange(
                      list.includes(option)
                        ? list.filter((entry) => entry !== option)
                        : [...list, option],
                    )
                  }
                />{' '}
                {option}
              </label>
            ))}
          </div>
        );
      case 'RADIO_GRID':
      case 'CHECKBOX_GRID':
        return <Grid field={field} list={list} disabled={disabled} onChange={onChange} />;
      default:
        return (
          <input
            id={id}
            type={inputType}
            value={text}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
          />
        );
    }
  })();

  return (
    <div className={`vg-field${error ? ' vg-field--error' : ''}`}>
      <label id={`${id}-label`} htmlFor={id} className="vg-field-label">
        {visibleLabel}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {field.description ? <small className="vg-field-note">{field.description}</small> : null}
      {control}
      {error ? (
        <small className="vg-field-error" role="alert">
          {error}
        </small>
      ) : null}
    </div>
  );
}

/**
 * Grid answers are one entry per line, in line order; a checkbox grid joins
 * a line's ticks with ', ' so each answered line counts once.
 */
function Grid({
  field,
  list,
  disabled,
  onChange,
}: {
  field: Field;
  list: string[];
  disabled: boolean;
  onChange: (value: string[]) => void;
}) {
  const lines = gridRows(field);
  const options = field.options ?? [];
  const multi = field.type === 'CHECKBOX_GRID';
  const set = (line: number, option: string) => {
    const next = lines.map((_, index) => list[index] ?? '');
    const current = next[line] ? next[line].split(', ') : [];
    next[line] = multi
      ? (current.includes(option)
          ? current.filter((entry) => entry !== option)
          : [...current, option]
        ).join(', ')
      : option;
    onChange(next);
  };
  return (
    <table className="vg-grid">
      <thead>
        <tr>
          <th />
          {options.map((option) => (
            <th key={option}>{option}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={line}>
            <th scope="row">{line}</th>
            {options.map((option) => (
              <td key={option}>
                <input
                  type={multi ? 'checkbox' : 'radio'}
                  name={`${field.id}-${index}`}
                  aria-label={`${line} ${option}`}
                  checked={(list[index] ?? '').split(', ').includes(option)}
                  disabled={disabled}
                  onChange={() => set(index, option)}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Row labels of a grid: its `rows`, or numbered rows for a bare `lines` count. */
export function gridRows(field: Field): string[] {
  if (field.rows?.length) return field.rows;
  return Array.from({ length: field.lines ?? 0 }, (_, index) => String(index + 1));
}
