import { InvalidArgumentError } from 'commander';

/** A comma-separated list option whose every element must be one of `allowed` ("all" expands to all). */
export function listOf(allowed: readonly string[], name: string) {
  return (value: string): string[] => {
    // "all" stands for every allowed value where it is written, so it combines with others
    const items = value.split(',').map((s) => s.trim()).filter(Boolean).flatMap((i) => (i === 'all' ? [...allowed] : [i]));
    for (const i of items) {
      if (!allowed.includes(i)) throw new InvalidArgumentError(`unknown ${name} "${i}" (expected one of: ${allowed.join(', ')}, or all)`);
    }
    if (items.length === 0) throw new InvalidArgumentError(`empty ${name} list`);
    return [...new Set(items)];
  };
}

/** A positive integer option. */
export function positiveInt(name: string) {
  return (value: string): number => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError(`${name} must be a positive integer, got "${value}"`);
    return n;
  };
}

/** A non-negative integer option (0 allowed: "no retries"). */
export function nonNegativeInt(name: string) {
  return (value: string): number => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError(`${name} must be a non-negative integer, got "${value}"`);
    return n;
  };
}

/** A positive number option (fractions allowed). */
export function positiveNumber(name: string) {
  return (value: string): number => {
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0) throw new InvalidArgumentError(`${name} must be a positive number, got "${value}"`);
    return n;
  };
}

/** A repeatable option: collects every occurrence. */
export function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/** A comma-separated list of ids (free values, checked later); an empty list is refused, not read as "all". */
export function idList(name: string) {
  return (value: string): string[] => {
    const items = value.split(',').map((s) => s.trim()).filter(Boolean);
    if (items.length === 0) throw new InvalidArgumentError(`${name}: empty list (give at least one id, or leave the option out for all)`);
    return [...new Set(items)];
  };
}

/** A grid-axis option: the axis registry's parser (src/axes/), its error as a usage error. */
export function axisOption(parse: (text: string) => string[]) {
  return (value: string): string[] => {
    try {
      return parse(value);
    } catch (e) {
      throw new InvalidArgumentError(e instanceof Error ? e.message : String(e));
    }
  };
}
