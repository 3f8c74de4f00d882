/** Code highlighting's public API for the browser: the token lines a highlighted code block carries. */
export * from './lib/codeTokens';
