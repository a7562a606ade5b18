import { z } from 'zod';
import { dashboardEmailSchema } from '@vg/common';

/** The e-mail sign-in form: the shared e-mail rule and Firebase's 6-character password minimum. */
export const emailSignInSchema = z.object({
  email: dashboardEmailSchema,
  password: z.string().min(6, 'At least 6 characters'),
});

/** The local stack's Google account chooser asks only for a valid e-mail. */
export const emulatedGoogleAccountSchema = z.object({
  email: dashboardEmailSchema,
  name: z.string(),
});
