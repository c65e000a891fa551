import { Fragment } from 'react';

/**
 * Question texts and explanations are plain text (line breaks kept by the stylesheet) in
 * which authors mark code with backticks, as in `const`. Those parts become <code>; nothing
 * else is interpreted, so no markup from the content ever reaches the page.
 */
export function RichText({ text }: { text: string }) {
  const parts = text.split(/`([^`\n]+)`/);
  return (
    <>
      {parts.map((part, index) =>
        // split() with one capture group puts the captured code at the odd indices.
        index % 2 === 1 ? <code key={index}>{part}</code> : <Fragment key={index}>{part}</Fragment>,
      )}
    </>
  );
}
