/** Engine errors as gRPC statuses; anything unexpected becomes INTERNAL, never a crash. */
import type { ServiceError } from '@grpc/grpc-js';
import { Metadata, type status } from '@grpc/grpc-js';
import { asEmulatorError } from '../engine/errors';
import { GrpcCode } from '../engine/types';

export function toStatus(err: unknown): Partial<ServiceError> {
  const e = asEmulatorError(err);
  // Over gRPC the status name is not repeated in the details (clients print `7 PERMISSION_DENIED: <details>`).
  const details =
    e.code === GrpcCode.PERMISSION_DENIED && e.message.startsWith('PERMISSION_DENIED: ')
      ? e.message.slice('PERMISSION_DENIED: '.length)
      : e.message;
  return { code: e.code as number as status, details, metadata: new Metadata() };
}
