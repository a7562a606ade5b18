import { z } from 'zod';
import { SLIDER_DEFAULTS } from '../constants';

/**
 * What pressing a button sends: a text, a URL to open, or a payload for the
 * runtime (message, url or actions). Other request types the runtime
 * invents pass through.
 */
export const buttonRequestSchema = z.looseObject({
  type: z.string(),
  payload: z
    .union([
      z.string(),
      z.looseObject({
        message: z.string().optional(),
        url: z.string().optional(),
        actions: z.array(z.unknown()).optional(),
      }),
    ])
    .optional(),
});
export type ButtonRequest = z.infer<typeof buttonRequestSchema>;

/**
 * An action button. Special names: 'VG_Dropdown', 'VG_Block', anything with
 * ':Disabled'; in a multi-select the last button's name ends with ':{max}'.
 */
export const actionButtonSchema = z.looseObject({
  name: z.string(),
  request: buttonRequestSchema,
});
export type ActionButton = z.infer<typeof actionButtonSchema>;

export const cardSchema = z.looseObject({
  title: z.string().optional(),
  /** Shown truncated to 500 characters. */
  description: z.looseObject({ text: z.string().optional() }).optional(),
  imageUrl: z.string().optional(),
  buttons: z.array(actionButtonSchema).optional(),
  /** Keeps the card's buttons usable when the turn is old or a human has control. */
  alwaysEnableCardButtons: z.boolean().optional(),
});
export type Card = z.infer<typeof cardSchema>;

/** A multi-dropdown option; options nest to any depth. */
export interface MultiDropdownOption {
  label: string;
  value: string;
  buttons?: MultiDropdownOption[] | undefined;
}
export const multiDropdownOptionSchema: z.ZodType<MultiDropdownOption> = z.looseObject({
  label: z.string(),
  value: z.string(),
  get buttons() {
    return z.array(multiDropdownOptionSchema).optional();
  },
});

export const sliderOptionsSchema = z.looseObject({
  defaultValue: z.number().optional(),
  canCancel: z.boolean().default(false),
  size: z.string().optional(),
  label: z.string().optional(),
  step: z.number().positive().default(SLIDER_DEFAULTS.step),
  maxValue: z.number().default(SLIDER_DEFAULTS.maxValue),
  minValue: z.number().default(SLIDER_DEFAULTS.minValue),
  valueLabel: z.string().optional(),
});
export type SliderOptionsPayload = z.infer<typeof sliderOptionsSchema>;

/** Field types of the external-form style form (the form rules in logic/ check them). */
export const FORM_FIELD_TYPES = [
  'CHECKBOX',
  'RADIO',
  'SHORT_ANSWER',
  'LONG_ANSWER',
  'RADIO_GRID',
  'CHECKBOX_GRID',
  'DROPDOWN',
  'LINEAR',
  'DATE',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];
export const formFieldTypeSchema = z.enum(FORM_FIELD_TYPES);

/**
 * A form field. A label ending in ':email' or ':tel' gives the input type; a
 * label containing VG_FileUpload makes a file field. `lines` are the rows of
 * a grid: how many answers the field needs. Choices of radio, checkbox,
 * dropdown and linear fields and the row labels of grids are not named in
 * the specification: `options` and `rows`.
 */
export const formFieldSchema = z.looseObject({
  id: z.string(),
  label: z.string(),
  type: formFieldTypeSchema,
  required: z.boolean().default(false),
  description: z.string().optional(),
  lines: z.number().int().nonnegative().optional(),
  options: z.array(z.string()).optional(),
  rows: z.array(z.string()).optional(),
});
export type FormField = z.infer<typeof formFieldSchema>;

/** The form definition (also the answer of GET {host}/api/get-gform). */
export const formDefinitionSchema = z.looseObject({
  title: z.string().optional(),
  description: z.string().optional(),
  fields: z.array(formFieldSchema),
});
export type FormDefinition = z.infer<typeof formDefinitionSchema>;

export const attachmentLinkSchema = z.looseObject({
  url: z.string(),
  filename: z.string(),
  sizeKB: z.number().nonnegative(),
});

/** What the e-mail form collects and sends to the team. */
export const emailFormSchema = z.looseObject({
  email: z.string(),
  message: z.string().optional(),
  attachmentLinks: z.array(attachmentLinkSchema).optional(),
});
export type EmailForm = z.infer<typeof emailFormSchema>;

export const debugPayloadSchema = z.looseObject({
  message: z.string().optional(),
  toolName: z.string().optional(),
  toolInput: z.unknown().optional(),
});

/** A knowledge source attached to a bot turn (the 'Sources' accordion). */
export const turnSourceSchema = z.looseObject({
  payload: z
    .looseObject({
      url: z.string().optional(),
      doc_name: z.string().optional(),
      urlDescription: z.string().optional(),
    })
    .optional(),
});
export type TurnSource = z.infer<typeof turnSourceSchema>;
