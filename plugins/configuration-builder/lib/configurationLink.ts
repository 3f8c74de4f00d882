/**
 * A link that restores a builder's configuration: the whole state, as JSON compressed with
 * deflate and written in base64url, in the page's fragment (`#configure=2.<data>`), so that no
 * server ever receives it. Links of the first builder (`?configuration=<base64 JSON>`) still open.
 * Browser-safe: CompressionStream is in every browser the site supports and in Node.js.
 */
import {parseType} from './hcl/types';
import {CONFIGURATION_FRAGMENT, LEGACY_CONFIGURATION_PARAM, type ConfigurationState} from './configurationState';
import {configuredInputs, type ConfigurableInput, type ConfigurableService} from './service';
import {effectiveField} from './readerValueInputs';
import {sanitizeState} from './storedState';

/** The version prefix of the encoding the builder writes. */
const VERSION = '2.';

/**
 * Longest link the builder hands out. Browsers take far longer ones, but chat tools and mail
 * clients cut or refuse some beyond this; a configuration that needs more says so instead.
 */
export const MAX_LINK_LENGTH = 32_000;

/** Most bytes a link's state may inflate to: a link is read only up to this (a crafted one cannot exhaust memory). */
const MAX_STATE_BYTES = 1_000_000;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  // Standard base64 and padding too: the first builder's links were copied by hand as well.
  if (!/^[A-Za-z0-9_+/-]*=*$/.test(text)) throw new Error('not base64');
  return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
}

async function transform(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit = Infinity): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    length += value.length;
    if (length > limit) {
      await reader.cancel();
      throw new Error('the state is too large');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/**
 * The state a link carries: what the reader set, and the reader's own values where fields show
 * them, so that the recipient sees the same configuration whatever values they have set.
 */
export function shareableState(
  service: ConfigurableService,
  state: ConfigurationState,
  ownValues?: Readonly<Record<string, string>>,
): ConfigurationState {
  const values = {...state.values};
  for (const input of configuredInputs(service, state)) {
    const field = effectiveField(input, parseType(input.type), state, ownValues);
    if (field !== undefined) values[input.name] = field;
  }
  return {...state, values};
}

/** The state as the text a link carries. */
export async function encodeConfiguration(state: ConfigurationState): Promise<string> {
  const compact = {a: state.added, v: state.values, k: state.kept, w: state.wiring};
  const bytes = new TextEncoder().encode(JSON.stringify(compact));
  return VERSION + toBase64Url(await transform(bytes, new CompressionStream('deflate-raw')));
}

/** The state a link's text carries, kept to what applies to `inputs`; null when the text is not one. */
export async function decodeConfiguration(text: string, inputs: ConfigurableInput[]): Promise<ConfigurationState | null> {
  try {
    if (text.startsWith(VERSION)) {
      const bytes = await transform(fromBase64Url(text.slice(VERSION.length)), new DecompressionStream('deflate-raw'), MAX_STATE_BYTES);
      const raw = JSON.parse(new TextDecoder('utf-8', {fatal: true}).decode(bytes)) as Record<string, unknown>;
      if (typeof raw !== 'object' || raw === null) return null;
      return sanitizeState({added: raw.a, values: raw.v, kept: raw.k, wiring: raw.w ?? {}}, inputs);
    }
    const json = new TextDecoder('utf-8', {fatal: true}).decode(fromBase64Url(text));
    return sanitizeState(JSON.parse(json), inputs);
  } catch {
    return null;
  }
}

/** The link to `href`'s page that opens `encoded` in its builder. */
export function configurationLink(href: string, encoded: string): string {
  const url = new URL(href);
  url.searchParams.delete(LEGACY_CONFIGURATION_PARAM);
  url.hash = CONFIGURATION_FRAGMENT + encoded;
  return url.href;
}

/** The encoded state a page's address carries, or null. */
export function linkedConfiguration(href: string): string | null {
  const url = new URL(href);
  if (url.hash.startsWith(`#${CONFIGURATION_FRAGMENT}`)) return url.hash.slice(CONFIGURATION_FRAGMENT.length + 1);
  return url.searchParams.get(LEGACY_CONFIGURATION_PARAM);
}

/** The address without the state it carried: what the address bar shows once the builder has read it. */
export function withoutConfiguration(href: string, anchor: string): string {
  const url = new URL(href);
  url.searchParams.delete(LEGACY_CONFIGURATION_PARAM);
  url.hash = anchor;
  return url.href;
}
