import type { ChatBackend } from '../../data/ChatBackend';

let backend: ChatBackend | null = null;

/**
 * The backend the chat talks to, held apart from the modules that use it
 * (sending, hand-off, uploads, rating) so none of them imports another just
 * to reach it.
 */
export function currentBackend(): ChatBackend | null {
  return backend;
}

/** Only chatActions.setBackend calls this (it also drops replies of the previous backend). */
export function holdBackend(next: ChatBackend | null): void {
  backend = next;
}
