/**
 * Drag a file onto the page: a visible overlay while a file is held over it, and the file
 * opens on drop (a .stackyard.json scenario or a Forge .pzl puzzle). Card drags on the table
 * are pointer gestures (dnd-kit), not file drags, so they never show it.
 */
import { useEffect, useState } from 'react';
import { openFilesSoon } from './open-files';

const hasFiles = (e: DragEvent) => !!e.dataTransfer && [...e.dataTransfer.types].includes('Files');

export function FileDrop() {
  const [active, setActive] = useState(false);
  useEffect(() => {
    let depth = 0;
    const enter = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      depth++;
      setActive(true);
    };
    const over = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
      setActive(true);
    };
    const leave = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setActive(false);
    };
    const drop = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      depth = 0;
      setActive(false);
      if (e.dataTransfer?.files.length) void openFilesSoon(e.dataTransfer.files);
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragover', over);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragover', over);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, []);
  if (!active) return null;
  return (
    <div className="drop-overlay" data-testid="drop-overlay">
      <div className="drop-target">
        <p className="drop-title">Drop to open</p>
        <p>
          A Stackyard scenario (<code>.stackyard.json</code>, <code>.json</code>) or a Forge puzzle (<code>.pzl</code>)
        </p>
      </div>
    </div>
  );
}
