/**
 * Option validation for the site's plugins, with Docusaurus's Joi (`@docusaurus/utils-validation`):
 * Docusaurus calls a plugin function's `validateOptions` before the plugin, and a bad option fails
 * the build with Joi's message naming it.
 */
import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

export {Joi};

/** A `validateOptions` for a plugin whose options `schema` describes. */
export const optionsValidator =
  <T extends object>(schema: Joi.ObjectSchema<T>) =>
  ({validate, options}: OptionValidationContext<T, T>): T =>
    validate(schema, options);

/** The `validateOptions` of a plugin that takes no options: any option given is an error. */
export const noOptions = optionsValidator(Joi.object({}));

/** Checks options a factory receives (not a plugin Docusaurus calls): throws Joi's message, naming `what`. */
export function checkOptions<T>(schema: Joi.Schema<T>, options: unknown, what: string): T {
  const {value, error} = schema.validate(options, {abortEarly: true});
  if (error) throw new Error(`${what}: ${error.message}`);
  return value;
}
