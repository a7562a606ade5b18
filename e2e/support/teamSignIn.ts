/**
 * The sign-in link the local stack prints for each seeded person
 * (`/login?username=&password=`, then `next`): a team member lands where a
 * notification would take them, already signed in.
 */
export function signInLink(
  dashboard: string,
  user: { email: string; password: string },
  next?: string,
): string {
  const url = new URL('/login', dashboard);
  url.searchParams.set('username', user.email);
  url.searchParams.set('password', user.password);
  if (next) url.searchParams.set('next', next);
  return url.toString();
}
