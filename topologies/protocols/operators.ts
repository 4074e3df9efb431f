/**
 * The RxJS pieces a user's protocol module needs, re-exported so `import { map } from 'masdrift'`
 * works without installing rxjs (and always meets the rxjs version the runtime pipes edges with).
 * Only operators that keep the handoff contract — one envelope out per envelope in, in order — are
 * offered: map for a synchronous rewrite, concatMap for an asynchronous one (a Promise per
 * envelope, kept in order), tap to look without changing, catchError/throwError to fail cleanly.
 */
export { catchError, concatMap, firstValueFrom, from, lastValueFrom, map, of, pipe, tap, throwError, toArray } from 'rxjs';
export type { MonoTypeOperatorFunction, Observable, OperatorFunction } from 'rxjs';
