import { isDeepStrictEqual } from 'node:util';
import * as z from 'zod';
import type { Schema } from '../http/validation';

export type JsonSchema = Record<string, unknown> & {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
};

const COMPONENTS_PREFIX = '#/components/schemas/';

/**
 * Turns zod schemas into the JSON Schema (2020-12) of an OpenAPI 3.1 document. A schema
 * named with `.meta({ id })` (the reply shapes of src/lib/**\/*-types.ts) becomes one entry
 * of `components.schemas`, referred to wherever it is used, so the reference shows each
 * shape once, by the name its TypeScript type has.
 */
export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};

  /** `input`: what a client sends (before coercion and defaults); `output`: what the server replies. */
  convert(schema: Schema, io: 'input' | 'output'): JsonSchema {
    const json = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      override: ({ jsonSchema }) => withoutNoise(jsonSchema as JsonSchema),
    }) as JsonSchema;
    const { $schema: _dialect, $defs, ...root } = json;
    for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
      this.add(name, toComponentRefs(definition) as JsonSchema);
    }
    return toComponentRefs(root) as JsonSchema;
  }

  private add(name: string, definition: JsonSchema): void {
    const existing = this.schemas[name];
    // Two different shapes under one name would make one of them wrong in the document.
    if (existing && !isDeepStrictEqual(existing, definition)) {
      throw new Error(`Two different schemas are named ${name}`);
    }
    this.schemas[name] = definition;
  }
}

/**
 * What zod writes that says nothing to a reader: the bounds of a safe integer on every
 * `z.int()`, and the regular expression that restates `format: date-time`.
 */
function withoutNoise(json: JsonSchema): void {
  if (json.type === 'integer') {
    if (json.minimum === Number.MIN_SAFE_INTEGER) delete json.minimum;
    if (json.maximum === Number.MAX_SAFE_INTEGER) delete json.maximum;
  }
  if (json.format === 'date-time') delete json.pattern;
}

/** `#/$defs/Name` (one schema's own definitions) → `#/components/schemas/Name` (the document's). */
function toComponentRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toComponentRefs);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string'
        ? inner.replace(/^#\/\$defs\//, COMPONENTS_PREFIX)
        : toComponentRefs(inner),
    ]),
  );
}
