/**
 * A mistake of the user's — a malformed file, a missing folder, a wrong option — as opposed to a
 * defect of masdrift. The CLI prints its message alone (no stack trace unless --debug or
 * MASDRIFT_DEBUG=1) and exits with its code: 1 for bad input, 2 for a wrong invocation (usage).
 */
export class UserError extends Error {
    name = 'UserError';
    exitCode;
    constructor(message, opts = {}) {
        super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
        this.exitCode = opts.usage ? 2 : 1;
    }
}
/** A wrong invocation (an option's value, a missing argument): exit 2. */
export function usageError(message) {
    return new UserError(message, { usage: true });
}
/** Bad input (a file, a folder, a value inside a file): exit 1. */
export function inputError(message, cause) {
    return new UserError(message, { cause });
}
export function isUserError(e) {
    return e instanceof UserError;
}
