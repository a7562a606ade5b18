import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Renders its children in an open shadow root with the given CSS, so styles
 * written for the client dashboard stay inside it. Fonts declared by the
 * page (@font-face) are usable inside.
 */
export function ShadowFrame({
  css,
  children,
  testId,
}: {
  css: string;
  children: ReactNode;
  testId?: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useEffect(() => {
    if (host.current && !root)
      setRoot(host.current.shadowRoot ?? host.current.attachShadow({ mode: 'open' }));
  }, [root]);
  return (
    <div ref={host} data-testid={testId}>
      {root &&
        createPortal(
          <>
            <style>{css}</style>
            {children}
          </>,
          root,
        )}
    </div>
  );
}
