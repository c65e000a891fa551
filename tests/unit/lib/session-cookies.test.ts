import { describe, expect, it } from 'vitest';
import { parseUserCookie, readCookies, readSessionFromCookieHeader } from '@/lib/auth/session-cookies';

describe('readCookies', () => {
  it('splits names and values and trims spaces', () => {
    expect(readCookies('a=1; b=two ;c=3')).toEqual({ a: '1', b: 'two', c: '3' });
  });

  it('decodes percent-encoding the way js-cookie writes it', () => {
    const json = JSON.stringify({ id: '3f1c2a9e-0b7d-4c51-9a6e-2d4f8b1c7e10', name: 'Hà Nội; x=y' });
    const header = `user=${encodeURIComponent(json)}`;
    expect(readCookies(header).user).toBe(json);
  });

  it('keeps "=" inside values and keeps the first of duplicate names', () => {
    expect(readCookies('t=a=b==; t=second')).toEqual({ t: 'a=b==' });
  });

  it('survives malformed encodings and parts without "="', () => {
    expect(readCookies('bad=%E0%A4%A; flag; ok=1')).toEqual({ bad: '%E0%A4%A', ok: '1' });
  });

  it('treats names like constructor as ordinary cookies', () => {
    expect(readCookies('constructor=1').constructor).toBe('1');
  });

  it('returns nothing for a missing header', () => {
    expect(readCookies(undefined)).toEqual({});
    expect(readCookies('')).toEqual({});
  });
});

describe('parseUserCookie', () => {
  it('accepts a JSON object with a numeric id', () => {
    expect(parseUserCookie('{"id":"c0ffee00-1234-4abc-9def-001122334455","name":"An"}')).toEqual({
      id: 'c0ffee00-1234-4abc-9def-001122334455',
      name: 'An',
    });
  });

  it.each([undefined, '', 'not json', 'null', '42', '{"name":"no id"}', '{"id":5}', '{"id":""}'])(
    'rejects %j',
    (raw) => {
      expect(parseUserCookie(raw)).toBeNull();
    },
  );
});

describe('readSessionFromCookieHeader', () => {
  const userCookie = `user=${encodeURIComponent('{"id":"c0ffee00-1234-4abc-9def-001122334455","name":"An"}')}`;

  it('needs both cookies', () => {
    expect(readSessionFromCookieHeader(`token=jwt; ${userCookie}`)).toEqual({
      token: 'jwt',
      user: { id: 'c0ffee00-1234-4abc-9def-001122334455', name: 'An' },
    });
    expect(readSessionFromCookieHeader(userCookie)).toBeNull();
    expect(readSessionFromCookieHeader('token=jwt')).toBeNull();
    expect(readSessionFromCookieHeader(`token=; ${userCookie}`)).toBeNull();
  });
});
