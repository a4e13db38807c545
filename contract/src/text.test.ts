import { ZodType } from 'zod';
import { describe, expect, it } from 'vitest';
import * as contract from './index.js';
import { findUnsafeText, requestSchema, unsafeTextMessage } from './text.js';
import { categoryInputSchema, courseChangesSchema } from './index.js';

describe('findUnsafeText', () => {
  it('accepts ordinary text in any script, emoji, newlines and tabs', () => {
    expect(findUnsafeText({ name: 'प्रिया शर्मा', note: 'Fe³⁺ + e⁻ → Fe²⁺ 🧪', body: 'line 1\nline 2\tend' })).toBeUndefined();
  });

  it('finds a lone surrogate, a control character or a bad key, with its path', () => {
    expect(findUnsafeText({ name: 'a\ud800b' })).toEqual(['name']);
    expect(findUnsafeText({ tags: ['ok', 'bell\u0007'] })).toEqual(['tags', 1]);
    expect(findUnsafeText({ nested: { deep: 'x\u0000' } })).toEqual(['nested', 'deep']);
    expect(findUnsafeText({ 'key\u001b': 'value' })).toEqual(['key\u001b']);
    expect(findUnsafeText('\udfff')).toEqual([]);
    expect(findUnsafeText({ text: 'carriage\rreturn' })).toEqual(['text']);
  });
});

describe('requestSchema', () => {
  it('refuses unsafe text before any other check, naming the field', () => {
    const result = categoryInputSchema.safeParse({ name: '\ud800' });
    expect(result.error?.issues[0]?.message).toBe(unsafeTextMessage('name'));
  });

  it("turns a browser's CRLF into LF and keeps the text otherwise as sent", () => {
    expect(courseChangesSchema.parse({ fullDescription: 'one\r\ntwo' }).fullDescription).toBe('one\ntwo');
  });

  it('wraps every request schema the contract exports', () => {
    const schemas = Object.entries(contract as Record<string, unknown>).filter(
      (entry): entry is [string, ZodType] => entry[1] instanceof ZodType,
    );
    expect(schemas.map(([name]) => name)).toContain('signupFields');
    for (const [name, schema] of schemas) {
      const result = schema.safeParse({ probe: 'a\u0000b' });
      expect(result.error?.issues[0]?.message, name).toBe(unsafeTextMessage('probe'));
    }
  });

  it('passes safe input through to the schema unchanged', () => {
    expect(requestSchema(categoryInputSchema).parse({ name: '  Organic   Chemistry ' })).toEqual({ name: 'Organic Chemistry' });
  });
});
