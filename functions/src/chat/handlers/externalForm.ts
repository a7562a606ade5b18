import { z } from 'zod';
import { formDefinitionSchema, productIdSchema } from '@vg/common';
import { defineEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/HttpError';

export const externalFormInput = z.object({
  form_id: productIdSchema('must be a form ID (letters, digits, - and _)'),
});

/**
 * GET /get-gform?form_id=…: the definition of an external-style form a bot
 * message refers to. Definitions live in `forms/{formId}` (written by the
 * owner's tooling), so the widget renders forms without calling a forms
 * provider from the visitor's browser.
 */
export const externalForm = defineEndpoint({
  method: 'GET',
  path: '/get-gform',
  input: externalFormInput,
  handle: async ({ db, input }) => {
    const snapshot = await db.doc(`forms/${input.form_id}`).get();
    if (!snapshot.exists) throw new HttpError(404, `Form ${input.form_id} does not exist.`);
    const parsed = formDefinitionSchema.safeParse(snapshot.data());
    if (!parsed.success)
      throw new HttpError(500, `Form ${input.form_id} is not a valid form definition.`);
    return { body: parsed.data };
  },
});
