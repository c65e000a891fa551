import { useEffect, useSyncExternalStore } from 'react';
import { unlockSound } from './notification-sound';

const SOUND_KEY = 'learnhub.adminChat.sound';
const listeners = new Set<() => void>();
// Used when storage is unavailable, so the switch still works for this visit.
let fallback = true;

function readPreference(): boolean {
  try {
    const stored = window.localStorage.getItem(SOUND_KEY);
    return stored === null ? fallback : stored !== 'off';
  } catch {
    return fallback;
  }
}

function writePreference(on: boolean): void {
  fallback = on;
  try {
    window.localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // Not remembered; the fallback holds it for this visit.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * Whether the console chimes for new messages: on by default, remembered per browser. The
 * server renders it on; the browser's stored choice applies once hydrated.
 */
export function useSoundPreference(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, readPreference, () => true);

  // The first interaction with the page allows it to make sound (autoplay policies).
  useEffect(() => {
    const unlock = () => unlockSound();
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, []);

  return [on, writePreference];
}
