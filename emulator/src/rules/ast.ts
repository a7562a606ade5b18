/** The syntax tree grammar.peggy produces. Positions are 1-based. */

export interface Loc {
  line: number;
  column: number;
}

export interface RulesFile {
  version: string | null;
  services: ServiceDecl[];
  functions: FunctionDecl[];
}

export interface ServiceDecl {
  kind: 'service';
  name: string;
  body: Body;
  loc: Loc;
}

export interface Body {
  matches: MatchDecl[];
  allows: AllowDecl[];
  functions: FunctionDecl[];
}

export type MatchSegment =
  { kind: 'literal'; value: string } | { kind: 'wildcard'; name: string; recursive: boolean };

export interface MatchDecl {
  kind: 'match';
  path: MatchSegment[];
  body: Body;
  loc: Loc;
}

export type AllowMethod = 'read' | 'write' | 'get' | 'list' | 'create' | 'update' | 'delete';

export interface AllowDecl {
  kind: 'allow';
  methods: AllowMethod[];
  condition: Expr | null;
  loc: Loc;
}

export interface FunctionDecl {
  kind: 'function';
  name: string;
  params: string[];
  lets: { name: string; value: Expr; loc: Loc }[];
  result: Expr;
  loc: Loc;
}

export type LiteralValue =
  | { type: 'null' }
  | { type: 'bool'; value: boolean }
  | { type: 'int'; value: bigint }
  | { type: 'float'; value: number }
  | { type: 'string'; value: string }
  | { type: 'bytes'; value: string };

export type PathLiteralSegment = { text: string } | { expression: Expr };

export type BinaryOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

export type Expr =
  | { kind: 'literal'; value: LiteralValue; loc: Loc }
  | { kind: 'ident'; name: string; loc: Loc }
  | { kind: 'list'; items: Expr[]; loc: Loc }
  | { kind: 'map'; entries: { key: Expr; value: Expr }[]; loc: Loc }
  | { kind: 'path'; segments: PathLiteralSegment[]; loc: Loc }
  | { kind: 'unary'; op: '!' | '-'; operand: Expr; loc: Loc }
  | { kind: 'binary'; op: BinaryOp; left: Expr; right: Expr; loc: Loc }
  | { kind: 'or' | 'and'; left: Expr; right: Expr; loc: Loc }
  | { kind: 'ternary'; test: Expr; consequent: Expr; alternate: Expr; loc: Loc }
  | { kind: 'is'; operand: Expr; typeName: string; loc: Loc }
  | { kind: 'member'; object: Expr; name: string; loc: Loc }
  | { kind: 'index'; object: Expr; index: Expr; loc: Loc }
  | { kind: 'slice'; object: Expr; start: Expr | null; end: Expr | null; loc: Loc }
  | { kind: 'method'; object: Expr; name: string; args: Expr[]; loc: Loc }
  | { kind: 'call'; name: string; args: Expr[]; loc: Loc };
