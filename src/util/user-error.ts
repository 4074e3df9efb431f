/**
 * A mistake of the user's — a malformed file, a missing folder, a wrong option — as opposed to a
 * defect of masdrift. The CLI prints its message alone (no stack trace unless --debug or
 * MASDRIFT_DEBUG=1) and exits with its code: 1 for bad input, 2 for a wrong invocation (usage).
 */
export class UserError extends Error {
  override readonly name = 'UserError';
  readonly exitCode: 1 | 2;

  constructor(message: string, opts: { usage?: boolean; cause?: unknown } = {}) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.exitCode = opts.usage ? 2 : 1;
  }
}

/** A wrong invocation (an option's value, a missing argument): exit 2. */
export function usageError(message: string): UserError {
  return new UserError(message, { usage: true });
}

/** Bad input (a file, a folder, a value inside a file): exit 1. */
export function inputError(message: string, cause?: unknown): UserError {
  return new UserError(message, { cause });
}

export function isUserError(e: unknown): e is UserError {
  return e instanceof UserError;
}
