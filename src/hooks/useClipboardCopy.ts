/**
 * Copy to the clipboard with "Copied" feedback for a fixed time.
 * The timer restarts on repeated clicks and is cleared on unmount. A failed write (permission
 * denied, insecure context) is ignored: the label stays "Copy" and the page goes on.
 */
import {useCallback, useEffect, useRef, useState} from 'react';

export function useClipboardCopy(feedbackMs: number): {readonly copied: boolean; readonly copy: (text: string) => Promise<void>} {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        return;
      }
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), feedbackMs);
    },
    [feedbackMs],
  );

  return {copied, copy};
}
