/**
 * The contract between the emulator's engine (documents, writes, queries,
 * transactions, listeners, rules) and its transports (gRPC, REST, WebChannel).
 *
 * Every message crossing it is a google.firestore.v1 message in the object
 * form @grpc/proto-loader produces with
 *   { keepCase: false, longs: String, enums: String, bytes: Buffer, defaults: false, oneofs: true }
 * so field names are lowerCamelCase, int64 are decimal strings, enums are
 * their names, bytes are Buffers, Timestamps are { seconds: string, nanos: number }
 * and a oneof's member name is also given in the oneof's own property
 * (e.g. `valueType: 'integerValue'`). The JSON transports convert proto3
 * JSON to and from this form at their edge.
 */

export interface Timestamp {
  seconds: string;
  nanos: number;
}

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface ArrayValue {
  values?: Value[];
}

export interface MapValue {
  fields?: Record<string, Value>;
}

/** google.firestore.v1.Value. Exactly one member is set. */
export interface Value {
  valueType?: string;
  nullValue?: 'NULL_VALUE' | 0;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number;
  timestampValue?: Timestamp;
  stringValue?: string;
  bytesValue?: Buffer;
  referenceValue?: string;
  geoPointValue?: LatLng;
  arrayValue?: ArrayValue;
  mapValue?: MapValue;
}

/** google.firestore.v1.Document. `name` is the full resource name. */
export interface Document {
  name: string;
  fields?: Record<string, Value>;
  createTime?: Timestamp;
  updateTime?: Timestamp;
}

/** Who is asking. `owner` bypasses security rules (Authorization: Bearer owner). */
export type Caller =
  | { kind: 'owner' }
  | { kind: 'user'; auth: { uid: string; token: Record<string, unknown> } | null };

/** Raised by the engine; transports map `code` (a gRPC status code) to their wire form. */
export class EmulatorError extends Error {
  constructor(
    readonly code: GrpcCode,
    message: string,
  ) {
    super(message);
  }
}

export const enum GrpcCode {
  OK = 0,
  CANCELLED = 1,
  UNKNOWN = 2,
  INVALID_ARGUMENT = 3,
  DEADLINE_EXCEEDED = 4,
  NOT_FOUND = 5,
  ALREADY_EXISTS = 6,
  PERMISSION_DENIED = 7,
  RESOURCE_EXHAUSTED = 8,
  FAILED_PRECONDITION = 9,
  ABORTED = 10,
  OUT_OF_RANGE = 11,
  UNIMPLEMENTED = 12,
  INTERNAL = 13,
  UNAVAILABLE = 14,
  UNAUTHENTICATED = 16,
}

/** Proto messages the engine takes and gives, kept loose: the proto is the reference. */
/* eslint-disable @typescript-eslint/no-explicit-any */
export type Write = Record<string, any>;
export type StructuredQuery = Record<string, any>;
export type StructuredAggregationQuery = Record<string, any>;
export type TransactionOptions = Record<string, any>;
export type Target = Record<string, any>;
export type ListenResponse = Record<string, any>;
export type BatchGetResponse = Record<string, any>;
export type RunQueryResponse = Record<string, any>;
export type RunAggregationQueryResponse = Record<string, any>;
export type WriteResult = Record<string, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Consistency selector shared by reads: at most one is set. */
export interface ReadOptions {
  transaction?: Buffer;
  newTransaction?: TransactionOptions;
  readTime?: Timestamp;
}

/** A bidirectional Listen stream's server side. */
export interface ListenSession {
  addTarget(target: Target): void;
  removeTarget(targetId: number): void;
  close(): void;
}

/**
 * What every transport calls. `database` is always the full
 * `projects/{p}/databases/{d}` name; each one is isolated.
 */
export type ListDocumentsRequest = {
  parent: string;
  collectionId: string;
  pageSize?: number;
  pageToken?: string;
  showMissing?: boolean;
  mask?: { fieldPaths?: string[] };
} & ReadOptions;

export interface Engine {
  commit(
    database: string,
    req: { writes?: Write[]; transaction?: Buffer },
    caller: Caller,
  ): Promise<{ commitTime: Timestamp; writeResults: WriteResult[] }>;
  batchWrite(
    database: string,
    req: { writes?: Write[]; labels?: Record<string, string> },
    caller: Caller,
  ): Promise<{ writeResults: WriteResult[]; status: { code: number; message?: string }[] }>;
  batchGetDocuments(
    database: string,
    req: { documents?: string[]; mask?: { fieldPaths?: string[] } } & ReadOptions,
    caller: Caller,
  ): Promise<BatchGetResponse[]>;
  getDocument(
    name: string,
    req: { mask?: { fieldPaths?: string[] } } & ReadOptions,
    caller: Caller,
  ): Promise<Document>;
  runQuery(
    database: string,
    req: { parent: string; structuredQuery?: StructuredQuery } & ReadOptions,
    caller: Caller,
  ): Promise<RunQueryResponse[]>;
  runAggregationQuery(
    database: string,
    req: { parent: string; structuredAggregationQuery?: StructuredAggregationQuery } & ReadOptions,
    caller: Caller,
  ): Promise<RunAggregationQueryResponse[]>;
  beginTransaction(
    database: string,
    req: { options?: TransactionOptions },
    caller: Caller,
  ): Promise<{ transaction: Buffer }>;
  rollback(database: string, req: { transaction: Buffer }, caller: Caller): Promise<void>;
  listDocuments(
    req: ListDocumentsRequest,
    caller: Caller,
  ): Promise<{ documents: Document[]; nextPageToken?: string }>;
  listCollectionIds(
    req: { parent: string; pageSize?: number; pageToken?: string },
    caller: Caller,
  ): Promise<{ collectionIds: string[]; nextPageToken?: string }>;
  /** Opens a Listen stream; `send` receives every ListenResponse in order. */
  listen(
    database: string,
    caller: Caller,
    send: (res: ListenResponse) => void,
    fail: (err: EmulatorError) => void,
  ): ListenSession;

  /** Emulator-only administration. */
  setRules(project: string, files: { name?: string; content: string }[]): RulesIssue[];
  clear(database: string): void;
  exportTo(dir: string): Promise<void>;
  /** Grows with every change to the data; equal values mean nothing changed in between. */
  revision(): number;
  importFrom(dir: string): Promise<void>;
  /** Every database that holds data, for the debug endpoints. */
  databases(): string[];
}

export interface RulesIssue {
  sourcePosition: { fileName?: string; line: number; column: number };
  severity: 'ERROR' | 'WARNING';
  description: string;
}
