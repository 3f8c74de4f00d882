/**
 * Version numbers as pages and data write them (`v0.25.4`, `1.3`, `4.x`): parsing and ordering.
 * Pure; used by the compatibility data checks and the content check.
 */

import {compareVersions, type Version} from './minimumVersions';

// One ordering for both parsers: this one, lenient, for the data and pages; minimumVersions', strict, for the labels.
export {compareVersions, type Version};

const VERSION = /^v?(\d+)(?:\.(\d+|x))?(?:\.(\d+|x))?$/;

export function parseVersion(value: string): Version | null {
  const match = VERSION.exec(value.trim());
  if (!match) return null;
  const part = (text: string | undefined) => (text === undefined || text === 'x' ? 0 : Number(text));
  return [Number(match[1]), part(match[2]), part(match[3])];
}

/** Whether `version` is older than `minimum`; both as written (`v0.36.0`, `0.35.16`). */
export function isOlder(version: string, minimum: string): boolean {
  const a = parseVersion(version);
  const b = parseVersion(minimum);
  return a !== null && b !== null && compareVersions(a, b) < 0;
}

/**
 * Whether `version` lies beyond `limit`, where the limit names a release line: `1.3` allows every
 * 1.3.x, `4` allows every 4.x.
 */
export function isBeyond(version: string, limit: string): boolean {
  const parsed = parseVersion(version);
  const bound = parseVersion(limit);
  if (!parsed || !bound) return false;
  const depth = limit.replace(/^v/, '').split('.').length;
  for (let index = 0; index < depth; index += 1) {
    if (parsed[index] !== bound[index]) return parsed[index] > bound[index];
  }
  return false;
}

/** The versions a constraint string (`>= 1.1, < 2.0`, `~> 4.0`) requires at least; upper bounds are left out. */
export function constraintFloors(constraint: string): string[] {
  return constraint
    .split(',')
    .map((part) => /^\s*(=|>=|>|~>)?\s*(v?\d+(?:\.\d+){0,2})\s*$/.exec(part))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => match[2]);
}
