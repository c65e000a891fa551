import { useSyncExternalStore } from 'react';

/** Whether the tab is in the background (document.visibilityState 'hidden'); false on the server. */
export function useDocumentHidden(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

function subscribe(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const getSnapshot = () => document.visibilityState === 'hidden';
const getServerSnapshot = () => false;
