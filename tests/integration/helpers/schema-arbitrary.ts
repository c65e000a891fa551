import fc from 'fast-check';
import * as z from 'zod';

/**
 * fast-check arbitraries from a route's zod schema, through its JSON Schema (the input
 * side, as the OpenAPI document shows it). Values mostly have the schema's shape, so the
 * fuzzing reaches the services behind validation; one field in ten, and one whole value in
 * five, is any JSON instead, so the validation's refusals are exercised too.
 */
type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
};

const anyJson = fc.jsonValue({ maxDepth: 2 });

export function jsonSchemaOf(schema: z.core.$ZodType): JsonSchema {
  return z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** A value for the schema: shaped like it four times in five, any JSON otherwise. */
export function valueFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: shaped(schema) }, { weight: 1, arbitrary: anyJson });
}

function field(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 9, arbitrary: shaped(schema) }, { weight: 1, arbitrary: anyJson });
}

function shaped(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map(shaped));
  if (schema.allOf?.length) return shaped(schema.allOf[0]!);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => shaped({ ...schema, type })));
  switch (schema.type) {
    case 'string':
      return stringFor(schema);
    case 'integer': {
      const min = Math.max(lowerBound(schema, 1), -1e9);
      const max = Math.min(upperBound(schema, 1), 1e9);
      return fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
    }
    case 'number':
      return fc.double({
        min: Math.max(lowerBound(schema, 0), -1e9),
        max: Math.min(upperBound(schema, 0), 1e9),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map(field));
      const minLength = schema.minItems ?? 0;
      return fc.array(schema.items ? field(schema.items) : anyJson, {
        minLength,
        maxLength: Math.min(schema.maxItems ?? minLength + 4, minLength + 4),
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, field(value)]));
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return anyJson;
  }
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, minLength + 60);
  return fc.string({ unit: 'binary', minLength, maxLength });
}

function lowerBound(schema: JsonSchema, step: number): number {
  if (schema.minimum !== undefined) return schema.minimum;
  if (schema.exclusiveMinimum !== undefined) return schema.exclusiveMinimum + step;
  return -1000;
}

function upperBound(schema: JsonSchema, step: number): number {
  if (schema.maximum !== undefined) return schema.maximum;
  if (schema.exclusiveMaximum !== undefined) return schema.exclusiveMaximum - step;
  return 100_000;
}

/** A query value as it travels in a URL: strings, repeated for arrays, JSON for the rest. */
export function toSearchParams(query: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (typeof query !== 'object' || query === null || Array.isArray(query)) return params;
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      params.append(key, typeof item === 'string' ? item : item === undefined ? '' : JSON.stringify(item));
    }
  }
  return params;
}
