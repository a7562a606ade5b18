import type { AuthorizeRequest, AuthorizeResult, Ruleset } from './api';
import type { AllowDecl, AllowMethod, Body, RulesFile } from './ast';
import { DocumentAccess } from './documentAccess';
import { RulesError } from './errors';
import type { EvalContext } from './evalContext';
import { evaluate, truth } from './evaluate';
import { queryCases } from './listQuery';
import type { PathPiece } from './matchPath';
import { ANY_ID, ANY_PREFIX, matchPattern } from './matchPath';
import { requestValue, splitPath, storedResource } from './requestValue';
import { Scope } from './scope';
import { symbolicResource } from './symbolicResource';
import type { RulesValue } from './values';

const COVERS: Record<AllowMethod, string[]> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
};

interface Candidate {
  allow: AllowDecl;
  scope: Scope;
}

/** A compiled rules file set, answering one request at a time. */
export class CompiledRuleset implements Ruleset {
  constructor(
    private readonly files: RulesFile[],
    private readonly debug: (text: string) => void,
    /** Only this service's blocks apply; the storage ruleset reuses the matching below. */
    private readonly service = 'cloud.firestore',
  ) {}

  authorize(req: AuthorizeRequest): AuthorizeResult {
    const ctx: EvalContext = {
      database: req.database,
      documents: new DocumentAccess(req),
      depth: 0,
      debug: this.debug,
    };
    const request = requestValue(req);
    if (req.method !== 'list') {
      const pieces = ['databases', req.database, 'documents', ...splitPath(req.path)];
      return this.decide(req.method, pieces, request, storedResource(req), ctx);
    }
    // Rules are not filters: the rule must hold for every document each case can return.
    for (const facts of queryCases(req.query)) {
      const pieces: PathPiece[] = facts.name ?? this.listPieces(req);
      const result = this.decide('list', pieces, request, symbolicResource(facts), ctx);
      if (!result.allowed) return result;
    }
    return { allowed: true, message: '' };
  }

  private listPieces(req: AuthorizeRequest): PathPiece[] {
    const root = ['databases', req.database, 'documents'];
    if (req.collectionGroup) return [...root, ANY_PREFIX, req.path, ANY_ID];
    return [...root, ...splitPath(req.path), ANY_ID];
  }

  /** The verdict for one concrete path; also the storage ruleset's entry point. */
  decide(
    method: string,
    pieces: PathPiece[],
    request: RulesValue,
    resource: RulesValue,
    ctx: EvalContext,
  ): AuthorizeResult {
    const candidates = this.candidates(method, pieces, request, resource);
    const reasons: string[] = [];
    for (const { allow, scope } of candidates) {
      const reason = this.check(allow, scope, ctx);
      if (reason === null) return { allowed: true, message: '' };
      const text = `${reason} for '${method}' @ L${allow.loc.line}`;
      if (!reasons.includes(text)) reasons.push(text);
    }
    if (reasons.length === 0) {
      const line = this.files.find((file) => file.services.length > 0)?.services[0]?.loc.line ?? 1;
      reasons.push(`false for '${method}' @ L${line}`);
    }
    return { allowed: false, message: reasons.join(', ') };
  }

  /** null when the allow grants the request, else the reason it did not. */
  private check(allow: AllowDecl, scope: Scope, ctx: EvalContext): string | null {
    if (!allow.condition) return null;
    try {
      return truth(evaluate(allow.condition, scope, ctx)) ? null : 'false';
    } catch (error) {
      if (error instanceof RulesError) return error.message;
      throw error;
    }
  }

  /** The allows for `method` in every match block whose full path matches, in source order. */
  private candidates(
    method: string,
    pieces: PathPiece[],
    request: RulesValue,
    resource: RulesValue,
  ): Candidate[] {
    const found: Candidate[] = [];
    for (const file of this.files) {
      const root = new Scope(null)
        .bind('request', { value: request })
        .bind('resource', { value: resource });
      file.functions.forEach((decl) => root.define(decl));
      // Collection group queries need rules_version 2 (recursive wildcards over any prefix).
      if (pieces.includes(ANY_PREFIX) && file.version !== '2') continue;
      for (const service of file.services) {
        if (service.name !== this.service) continue;
        const scope = new Scope(root);
        service.body.functions.forEach((decl) => scope.define(decl));
        this.walk(service.body, pieces, 0, scope, file.version ?? '1', method, found);
      }
    }
    return found.sort(
      (a, b) => a.allow.loc.line - b.allow.loc.line || a.allow.loc.column - b.allow.loc.column,
    );
  }

  private walk(
    body: Body,
    pieces: PathPiece[],
    start: number,
    parent: Scope,
    version: string,
    method: string,
    found: Candidate[],
  ): void {
    for (const match of body.matches) {
      for (const { end, bindings } of matchPattern(match.path, pieces, start, version)) {
        const scope = new Scope(parent);
        for (const [name, value] of bindings) scope.bind(name, { value });
        match.body.functions.forEach((decl) => scope.define(decl));
        if (end === pieces.length) {
          for (const allow of match.body.allows) {
            if (allow.methods.some((m) => COVERS[m].includes(method))) found.push({ allow, scope });
          }
        }
        this.walk(match.body, pieces, end, scope, version, method, found);
      }
    }
  }
}
