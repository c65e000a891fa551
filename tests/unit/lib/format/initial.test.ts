import { describe, expect, it } from 'vitest';
import { initialOf, UNKNOWN_INITIAL } from '@/lib/format/initial';

describe('initialOf (spec §9)', () => {
  it('gives the first letter in upper case', () => {
    expect(initialOf('alice')).toBe('A');
    expect(initialOf('Bob')).toBe('B');
    expect(initialOf('z')).toBe('Z');
  });

  it('trims before taking the first letter', () => {
    expect(initialOf('   carol  ')).toBe('C');
    expect(initialOf('\n\tdave')).toBe('D');
  });

  it('upper-cases Vietnamese letters with their marks', () => {
    expect(initialOf('ánh')).toBe('Á');
    expect(initialOf('đức')).toBe('Đ');
    expect(initialOf('ở đây')).toBe('Ở');
    expect(initialOf('Nguyễn Văn A')).toBe('N');
  });

  it('keeps the marks of a decomposed letter and returns it composed', () => {
    expect(initialOf('a\u0301nh')).toBe('Á');
  });

  it('does not split an emoji', () => {
    expect(initialOf('👩‍💻 dev')).toBe('👩‍💻');
    expect(initialOf('😀')).toBe('😀');
  });

  it('takes the first character as is when it is not a letter', () => {
    expect(initialOf('42 things')).toBe('4');
    expect(initialOf('@bao')).toBe('@');
  });

  it("gives '?' for empty or blank text", () => {
    expect(UNKNOWN_INITIAL).toBe('?');
    expect(initialOf('')).toBe('?');
    expect(initialOf('    ')).toBe('?');
    expect(initialOf('\u00a0\n')).toBe('?');
  });

  it("gives '?' for anything that is not text", () => {
    expect(initialOf(undefined)).toBe('?');
    expect(initialOf(null)).toBe('?');
    expect(initialOf(42)).toBe('?');
    expect(initialOf(['alice'])).toBe('?');
    expect(initialOf({ name: 'alice' })).toBe('?');
  });
});
