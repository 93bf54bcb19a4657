// A window's steps that call the server run one at a time: a second click while a call runs is ignored, `busy`
// shows the loading overlay and disables the buttons, and a failure goes to the window's own handler.
import { useRef, useState } from 'react';

export function useOneStep(onError: (err: unknown) => void) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await work();
    } catch (err) {
      onError(err);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, run };
}
