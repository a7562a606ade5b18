import { describe, expect, it } from 'vitest';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { emailSignInSchema } from './emailSignInSchema';

describe('emailSignInSchema through the form resolver', () => {
  const validate = zod4Resolver(emailSignInSchema);

  it('gives each field its message', () => {
    expect(validate({ email: 'olivia@acme', password: '123' })).toEqual({
      email: 'Please enter a valid email',
      password: 'At least 6 characters',
    });
  });

  it('accepts an international address and a long enough password', () => {
    expect(validate({ email: 'jürgen@example.de', password: 'secret1' })).toEqual({});
  });
});
