/**
 * A short two-note chime for new messages, synthesised with the Web Audio API (no audio
 * file to ship). Browsers only let a page make sound after the user has interacted with
 * it, so the context is created on the first click or key press (unlockSound) and the
 * chime stays silent until then.
 */

let context: AudioContext | null = null;

export function unlockSound(): void {
  if (typeof window === 'undefined' || !('AudioContext' in window)) return;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
}

export function playChime(): void {
  if (!context || context.state !== 'running') return;
  const start = context.currentTime;
  for (const [index, frequency] of [880, 1318.5].entries()) {
    const at = start + index * 0.12;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(frequency, at);
    // A quick rise and an exponential fade: no click at either end.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.18, at + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.22);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.25);
  }
}
