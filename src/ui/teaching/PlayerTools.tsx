/**
 * The teaching shortcuts where a teacher looks for them: the player's menu ("⋯" in the
 * player's panel, always there; its entries say why they are off outside sandbox mode) and, in
 * sandbox mode, a button beside what each changes — "✎" by the life total (Set life…), "+" by
 * the mana pool (Add mana…), "Draw…" on the library — each opening its dialog for that player.
 * The menu's code (Radix) and the dialog load after the table shows, or at the first use.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { PlayerId } from '../../engine';
import { playerName, useGame } from '../../store';
import { addManaFor, drawFor, setLifeFor } from '../actions/player';
import { appContext } from '../actions/registry';
import { shown } from '../actions/state';
import { labelOf, type UiAction } from '../actions/types';
import { preloadable, whenIdle } from '../idle';
import { useShortcut } from './shortcut-store';

const menuModule = preloadable(() => import('./PlayerMenu'));
const PlayerMenu = lazy(() => menuModule.load().then((m) => ({ default: m.PlayerMenu })));
const dialogModule = preloadable(() => import('./ShortcutDialog'));
const ShortcutDialog = lazy(() => dialogModule.load().then((m) => ({ default: m.ShortcutDialog })));

/**
 * The player whose menu was asked for while its code was still loading: if the table re-creates
 * its elements meanwhile (table-kit.ts), the new button opens the menu as the old one would have.
 */
let opening: PlayerId | null = null;
const menuShown = () => {
  opening = null;
};

/**
 * The "⋯" button of a player's menu: a plain button until its first use, which puts the menu
 * (Radix, fetched when the browser is idle) in its place, open. Swapping only on a click means
 * no press can start on one button and end on the other.
 */
export function PlayerMenuButton({ player }: { player: PlayerId }) {
  const [used, setUsed] = useState(() => opening === player);
  useEffect(
    () =>
      whenIdle(() => {
        menuModule.load().catch(() => undefined);
      }),
    [],
  );
  const name = playerName(player);
  const plain = (
    <button
      type="button"
      className="player-menu-button"
      aria-label={`${name}'s menu`}
      aria-haspopup="menu"
      data-testid={`player-menu-${player}`}
      onClick={() => {
        opening = player;
        setUsed(true);
      }}
    >
      ⋯
    </button>
  );
  return used ? (
    <Suspense fallback={plain}>
      <PlayerMenu player={player} defaultOpen onShown={menuShown} />
    </Suspense>
  ) : (
    plain
  );
}

function useSandboxShown(): boolean {
  useGame((s) => s.history);
  return !!shown(appContext)?.sandbox;
}

function ToolButton({
  action,
  player,
  text,
  testId,
}: {
  action: UiAction<PlayerId>;
  player: PlayerId;
  text: string;
  testId: string;
}) {
  const label = labelOf(action, appContext, player);
  return (
    <button
      type="button"
      className="player-tool"
      aria-label={label}
      title={`${label} ${action.hint ?? ''}`.trim()}
      data-testid={testId}
      disabled={!action.enabled(appContext, player)}
      onClick={() => {
        void action.run(appContext, player);
      }}
    >
      {text}
    </button>
  );
}

/** In sandbox mode, the "Set life…" button beside the life total. */
export function SetLifeButton({ player }: { player: PlayerId }) {
  return useSandboxShown() ? (
    <ToolButton action={setLifeFor} player={player} text="✎" testId={`set-life-${player}`} />
  ) : null;
}

/** In sandbox mode, the "Add mana…" button beside the mana pool. */
export function AddManaButton({ player }: { player: PlayerId }) {
  return useSandboxShown() ? (
    <ToolButton action={addManaFor} player={player} text="+" testId={`add-mana-${player}`} />
  ) : null;
}

/** In sandbox mode, the "Draw…" button on the library. */
export function DrawButton({ player }: { player: PlayerId }) {
  return useSandboxShown() ? (
    <ToolButton action={drawFor} player={player} text="Draw…" testId={`draw-${player}`} />
  ) : null;
}

/** Mounts the shortcut dialog while one is open. */
export function ShortcutDialogHost() {
  const open = useShortcut((s) => s.open !== null);
  return open ? (
    <Suspense fallback={null}>
      <ShortcutDialog />
    </Suspense>
  ) : null;
}
