/** Engine errors as gRPC statuses; anything unexpected becomes INTERNAL, never a crash. */
import type { ServiceError } from '@grpc/grpc-js';
import { Metadata, type status } from '@grpc/grpc-js';
import { asEmulatorError } from '../engine/errors';

export function toStatus(err: unknown): Partial<ServiceError> {
  const e = asEmulatorError(err);
  return { code: e.code as number as status, details: e.message, metadata: new Metadata() };
}
