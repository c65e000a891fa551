import { describe, expect, it } from 'vitest';
import { isPhoneNumber, normalizeChatText } from '@/lib/chat/chat-text';
import { chatMessageTextSchema, chatNameSchema, chatPhoneSchema } from '@/schemas/chat-fields';

describe('chat message text (spec §5)', () => {
  it('is stored trimmed, with \\n newlines and no control characters', () => {
    expect(normalizeChatText('  Hi\r\nthere\rfriend\u0000\u0007 ')).toBe('Hi\nthere\nfriend');
    expect(normalizeChatText('\tkeeps\tinner tabs\t')).toBe('keeps\tinner tabs');
  });

  it('must not be blank after trimming, and at most 2,000 characters', () => {
    expect(chatMessageTextSchema.safeParse(' \n\t ').success).toBe(false);
    expect(chatMessageTextSchema.safeParse('\u0000').success).toBe(false);
    expect(chatMessageTextSchema.safeParse(`  ${'x'.repeat(2_000)}  `)).toEqual({
      success: true,
      data: 'x'.repeat(2_000),
    });
    expect(chatMessageTextSchema.safeParse('x'.repeat(2_001)).success).toBe(false);
    expect(chatMessageTextSchema.safeParse(42).success).toBe(false);
  });
});

describe('chat registration (spec §5)', () => {
  it('needs both a name and a phone', () => {
    expect(chatNameSchema.safeParse(' ').error?.issues.map((issue) => issue.message)).toEqual(['Name is required.']);
    expect(chatPhoneSchema.safeParse('').error?.issues.map((issue) => issue.message)).toEqual(['Phone is required.']);
    expect(chatNameSchema.parse(' Lan ')).toBe('Lan');
    expect(chatPhoneSchema.parse(' 090 123 4567 ')).toBe('090 123 4567');
  });

  it('takes the usual ways of writing a phone number, 8 to 15 digits', () => {
    for (const phone of ['0901234567', '+84 90 123 4567', '(028) 3822-1234', '090.123.4567']) {
      expect(isPhoneNumber(phone), phone).toBe(true);
    }
    for (const phone of ['1234567', '+8490123456789012', 'call me', '090-123-abc', '++84901234567']) {
      expect(isPhoneNumber(phone), phone).toBe(false);
    }
  });
});
