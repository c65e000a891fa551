/**
 * The props a per-request page gets instead of its own when the database was unreachable
 * while the server prepared it (src/server/http/define-page-props.ts answers 503 then);
 * `_app` shows the "temporarily unavailable" page for them, in the page's language.
 */
export interface ServiceUnavailableProps {
  serviceUnavailable: true;
}

export function isServiceUnavailable(props: unknown): props is ServiceUnavailableProps {
  return (
    typeof props === 'object' &&
    props !== null &&
    (props as { serviceUnavailable?: unknown }).serviceUnavailable === true
  );
}
