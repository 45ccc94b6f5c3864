/** The hidden file input behind every "Import…" button (and Ctrl+O). */
import type { RefObject } from 'react';
import { openFilesSoon } from './open-files';

export const FILE_ACCEPT = '.json,.pzl,application/json,text/plain';

export function openFilePicker(input: HTMLInputElement | null): void {
  (input ?? document.querySelector<HTMLInputElement>('input[data-file-picker]'))?.click();
}

export function FilePicker({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={FILE_ACCEPT}
      hidden
      data-file-picker=""
      aria-label="Scenario or puzzle file"
      data-testid="file-input"
      onChange={(e) => {
        const files = e.currentTarget.files;
        if (files?.length) void openFilesSoon(files);
        e.currentTarget.value = '';
      }}
    />
  );
}
