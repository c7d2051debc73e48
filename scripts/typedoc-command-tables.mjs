/**
 * A TypeDoc plugin for the command tables of `@screencap/cli` (`QUOTE_COMMAND`,
 * `GIF_COMMAND`, ...). The reference shows such a table by its type, whose
 * texts are the help's own words; but the properties of that type have no
 * comments of their own, and TypeDoc's validation wants one on each. Each
 * gets the comment of the field it fills: of `CommandSpec`, of
 * `ArgumentSpec` for an argument, of `FlagSpec` for an option's fields, and
 * an option itself its name as typed (`--max-lines`).
 */
import { Comment, Converter, DeclarationReflection, ReflectionKind, ReflectionType } from 'typedoc';

/** The object types inside `type` (through `readonly`, tuples, arrays and unions), as their declarations. */
function declarationsIn(type) {
  if (type instanceof ReflectionType) return [type.declaration];
  if (type === undefined || type === null) return [];
  const inner = [type.target, type.elementType, type.element, ...(type.elements ?? []), ...(type.types ?? [])];
  return inner.filter((part) => typeof part === 'object' && part !== null && 'type' in part).flatMap(declarationsIn);
}

/** A comment of the summary of `source`'s comment, or of `text`. */
function commentFrom(source, text) {
  if (source?.comment !== undefined) return new Comment(Comment.cloneDisplayParts(source.comment.summary));
  return new Comment([{ kind: 'code', text: `\`${text}\`` }]);
}

/** Gives each property of `declaration` the comment of its namesake in `spec`, where it has none. */
function describeFields(declaration, spec) {
  for (const field of declaration.children ?? []) {
    field.comment ??= commentFrom(spec?.getChildByName(field.name), field.name);
  }
}

export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    const interfaces = context.project.getReflectionsByKind(ReflectionKind.Interface);
    const specNamed = (name) => interfaces.find((reflection) => reflection.name === name);
    const [commandSpec, argumentSpec, flagSpec] = ['CommandSpec', 'ArgumentSpec', 'FlagSpec'].map(specNamed);
    const tables = context.project
      .getReflectionsByKind(ReflectionKind.Variable)
      .filter((variable) => variable instanceof DeclarationReflection && /_COMMAND$/.test(variable.name) && variable.type instanceof ReflectionType);
    for (const table of tables) {
      const declaration = table.type.declaration;
      describeFields(declaration, commandSpec);
      for (const argument of declarationsIn(declaration.getChildByName('arguments')?.type)) describeFields(argument, argumentSpec);
      for (const options of declarationsIn(declaration.getChildByName('options')?.type)) {
        for (const option of options.children ?? []) {
          option.comment ??= new Comment([{ kind: 'code', text: `\`--${option.name}\`` }]);
          for (const fields of declarationsIn(option.type)) describeFields(fields, flagSpec);
        }
      }
    }
  });
}
