import { describe, expect, it } from 'vitest';
import { foldDiacritics } from '@/lib/format/fold-diacritics';

describe('foldDiacritics', () => {
  it('folds every Vietnamese letter to its base letter, keeping case', () => {
    expect(foldDiacritics('Lập trình Đà Nẵng')).toBe('Lap trinh Da Nang');
    expect(foldDiacritics('ăâêôơư ĂÂÊÔƠƯ đĐ')).toBe('aaeoou AAEOOU dD');
    expect(foldDiacritics('àáảãạ ằắẳẵặ ầấẩẫậ ềếểễệ ỳýỷỹỵ ừứửữự')).toBe('aaaaa aaaaa aaaaa eeeee yyyyy uuuuu');
  });

  it('gives the same text for precomposed (NFC) and decomposed (NFD) input', () => {
    const word = 'Tiếng Việt';
    expect(foldDiacritics(word.normalize('NFD'))).toBe(foldDiacritics(word.normalize('NFC')));
    expect(foldDiacritics(word.normalize('NFD'))).toBe('Tieng Viet');
  });

  it('folds the other Latin-script marks and leaves everything else as it is', () => {
    expect(foldDiacritics('Crème brûlée, naïve, São Paulo')).toBe('Creme brulee, naive, Sao Paulo');
    expect(foldDiacritics('C++ & 100% _x_')).toBe('C++ & 100% _x_');
    expect(foldDiacritics('日本語')).toBe('日本語');
    expect(foldDiacritics('')).toBe('');
  });
});
