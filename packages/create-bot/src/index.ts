/**
 * `npm create @screencap/bot <folder> -- --template <name>`: writes a
 * standalone bot project on the screencap services, with tests against the
 * local fake service and a dev loop that needs no platform token.
 *
 * @packageDocumentation
 * @module @screencap/create-bot
 */
export { runCreateBot, type CreateBotIo } from './cli.js';
export { CreateBotError, UsageError } from './errors.js';
export { availableTemplates, createProject, templateAvailable, TEMPLATES, type CreatedProject, type CreateProjectOptions, type TemplateName } from './scaffold.js';
