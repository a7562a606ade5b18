import type { Document } from '../../engine/types';
import type { AuthorizeResult } from '../api';
import type { RulesFile } from '../ast';
import { DocumentAccess } from '../documentAccess';
import { RulesError } from '../errors';
import type { EvalContext } from '../evalContext';
import type { PathPiece } from '../matchPath';
import { ANY_ID } from '../matchPath';
import { CompiledRuleset } from '../ruleset';
import type { StorageAuthorizeRequest, StorageMethod, StorageRuleset } from './api';
import { objectPieces, storageRequestValue, storedObject } from './storageRequestValue';

const METHODS: readonly StorageMethod[] = ['get', 'list', 'create', 'update', 'delete'];

/**
 * Storage rules answered with the Firestore matcher: the language, scoping
 * and `read`/`write` expansion are the same; only the paths and the
 * `request`/`resource` values differ.
 */
export class CompiledStorageRuleset implements StorageRuleset {
  private readonly rules: CompiledRuleset;
  private readonly listAllowed: boolean;

  constructor(
    files: RulesFile[],
    private readonly debug: (text: string) => void,
  ) {
    this.rules = new CompiledRuleset(files, debug, 'firebase.storage');
    // The service refuses list requests unless the rules opt in to version 2.
    this.listAllowed = files.every((file) => file.services.length === 0 || file.version === '2');
  }

  authorize(req: StorageAuthorizeRequest): AuthorizeResult {
    if (!METHODS.includes(req.method)) {
      throw new TypeError(`Unknown storage method '${String(req.method)}'.`);
    }
    const pieces = objectPieces(req);
    if (req.method === 'list') {
      if (!this.listAllowed) {
        return {
          allowed: false,
          message: "List operations are only allowed for rules_version='2'.",
        };
      }
    } else if (pieces.length === 3) {
      return { allowed: false, message: `An object name is required for '${req.method}'.` };
    }
    const firestore = req.firestore;
    const ctx: EvalContext = {
      database: '',
      documents: new NoDocumentAccess(),
      firestore: new DocumentAccess({
        database: '(default)',
        getDocument: (path) => firestoreDocument(firestore, path),
        getDocumentAfter: (path) => firestoreDocument(firestore, path),
      }),
      depth: 0,
      debug: this.debug,
    };
    // A list covers the prefix's children, whose names the rules cannot know.
    const target: PathPiece[] = req.method === 'list' ? [...pieces, ANY_ID] : pieces;
    return this.rules.decide(req.method, target, storageRequestValue(req), storedObject(req), ctx);
  }
}

function firestoreDocument(
  firestore: StorageAuthorizeRequest['firestore'],
  path: string,
): Document | null {
  if (!firestore) throw new RulesError('Service call error: no Firestore database is connected.');
  return firestore.getDocument(path);
}

/** Storage rules have no bare get()/exists() (they use firestore.get()/exists()). */
class NoDocumentAccess extends DocumentAccess {
  constructor() {
    super({ database: '', getDocument: () => null, getDocumentAfter: () => null });
  }

  override lookup(fn: string): never {
    throw new RulesError(`Function not found error: Name: [${fn}].`);
  }
}
