/** Shorthands for the errors the service answers, with its wording where known. */
import { EmulatorError, GrpcCode } from './types';

export function invalidArgument(message: string): EmulatorError {
  return new EmulatorError(GrpcCode.INVALID_ARGUMENT, message);
}

export function notFound(message: string): EmulatorError {
  return new EmulatorError(GrpcCode.NOT_FOUND, message);
}

export function aborted(message: string): EmulatorError {
  return new EmulatorError(GrpcCode.ABORTED, message);
}

export function failedPrecondition(message: string): EmulatorError {
  return new EmulatorError(GrpcCode.FAILED_PRECONDITION, message);
}

export function alreadyExists(message: string): EmulatorError {
  return new EmulatorError(GrpcCode.ALREADY_EXISTS, message);
}

export function permissionDenied(reason: string): EmulatorError {
  return new EmulatorError(GrpcCode.PERMISSION_DENIED, `PERMISSION_DENIED: \n${reason}`);
}

/** Normalises anything thrown into an EmulatorError (unexpected bugs become INTERNAL). */
export function asEmulatorError(err: unknown): EmulatorError {
  if (err instanceof EmulatorError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new EmulatorError(GrpcCode.INTERNAL, message);
}
