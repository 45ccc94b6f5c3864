/**
 * Links and files: copy link, export, import, paste a Forge puzzle. Their code (link codec,
 * scenario files, the Forge importer) loads on first use, so these records stay light.
 */
import { editorActive } from '../../store/editor-active';
import type { ActionContext, UiAction } from './types';

const onTable = (ctx: ActionContext) => ctx.game.getState().scenario !== null && !editorActive.getState().active;
const share = () => import('../share/commands');

export const copyLink: UiAction = {
  id: 'share.copy-link',
  group: 'share',
  kbd: 'Mod+Shift+L',
  label: 'Copy link',
  hint: 'Copy a link to this board at this step',
  enabled: onTable,
  run: async () => {
    await (await share()).copyLink();
    return true;
  },
};

export const exportFile: UiAction = {
  id: 'share.export',
  group: 'share',
  kbd: 'Mod+S',
  label: 'Export',
  hint: 'Download this scenario with its steps so far as a .stackyard.json file',
  enabled: onTable,
  run: async () => {
    await (await share()).exportFile();
    return true;
  },
};

export const importFile: UiAction = {
  id: 'share.import',
  group: 'share',
  kbd: 'Mod+O',
  label: 'Import…',
  hint: 'Open a .stackyard.json scenario or a Forge .pzl puzzle (or drop one on the page)',
  enabled: () => !editorActive.getState().active,
  run: async () => {
    const { openFilePicker } = await import('../share/FilePicker');
    openFilePicker(null);
    return true;
  },
};

export const pastePuzzle: UiAction = {
  id: 'share.paste',
  group: 'share',
  label: 'Paste puzzle…',
  hint: 'Paste the text of a Forge puzzle',
  enabled: () => !editorActive.getState().active,
  run: async () => {
    const { shareStore } = await import('../share/share-store');
    shareStore.setState({ pasteOpen: true });
    return true;
  },
};

export const exportForgePuzzle: UiAction = {
  id: 'share.export-pzl',
  group: 'share',
  label: 'Save as .pzl',
  hint: 'Download this board as a Forge puzzle (.pzl)',
  enabled: onTable,
  run: async () => {
    await (await import('../teaching/export-puzzle')).exportPuzzle();
    return true;
  },
};
