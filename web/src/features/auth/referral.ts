const REFERRAL_KEY = 'vg_referral';

/** A ?ref= code is kept so the workspace created at first sign-in records who referred it. */
export function rememberReferral(code: string | null): void {
  if (code) localStorage.setItem(REFERRAL_KEY, code);
}

export function storedReferral(): string | undefined {
  return localStorage.getItem(REFERRAL_KEY) ?? undefined;
}
