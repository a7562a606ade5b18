import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { IssuedToken, WebRegistration } from './FcmMessage';

/**
 * The registration tokens the stand-in issued, as FCM's registration service
 * keeps them: a token reaches a browser until it is deleted (the browser
 * turned push off) or unregistered (its person blocked notifications).
 * Kept in a JSON file between runs when given one, so tokens the dashboard
 * stored in Firestore stay valid across restarts of the stack.
 */
export class FcmRegistry {
  private readonly tokens = new Map<string, IssuedToken>();

  constructor(private readonly file?: string) {
    if (file && existsSync(file)) {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as { tokens?: IssuedToken[] };
      for (const issued of saved.tokens ?? []) this.tokens.set(issued.token, issued);
    }
  }

  /** A new token for this subscription; a browser registering again with the same endpoint gets a new one. */
  issue(project: string, web: WebRegistration): IssuedToken {
    for (const [token, issued] of this.tokens)
      if (issued.project === project && issued.web.endpoint === web.endpoint)
        this.tokens.delete(token);
    const issued: IssuedToken = {
      token: newToken(),
      project,
      web,
      registeredAt: new Date().toISOString(),
    };
    this.tokens.set(issued.token, issued);
    this.save();
    return issued;
  }

  /** The token's subscription changed (new keys or endpoint): FCM keeps the token. */
  update(project: string, token: string, web: WebRegistration): IssuedToken | null {
    const issued = this.find(project, token);
    if (!issued) return null;
    issued.web = web;
    this.save();
    return issued;
  }

  find(project: string, token: string): IssuedToken | null {
    const issued = this.tokens.get(token);
    return issued && issued.project === project ? issued : null;
  }

  delete(token: string): boolean {
    const had = this.tokens.delete(token);
    if (had) this.save();
    return had;
  }

  list(): IssuedToken[] {
    return [...this.tokens.values()];
  }

  private save(): void {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify({ tokens: this.list() }));
  }
}

/** Shaped like an FCM registration token: an instance id, a colon, and a long opaque part. */
function newToken(): string {
  return `${randomBytes(16).toString('base64url').slice(0, 22)}:APA91b${randomBytes(105).toString('base64url')}`;
}
