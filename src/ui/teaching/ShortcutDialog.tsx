/**
 * The teaching-shortcut dialog (sandbox mode): "Add mana…" asks for an amount of each type,
 * "Draw cards…" for a number of cards, "Set life…" for the life total; each for a player chosen
 * in it. What the engine would refuse is said as the values are typed (the engine's own check,
 * `sandboxActionRefusal`), with what will happen by the rules (a draw from too small a library
 * loses, CR 704.5b; life 0 loses, 704.5a; a new total gains or loses the difference, 119.5).
 * Submitting performs one engine action through the registry; a refused one keeps the dialog
 * open with the values typed. Loaded the first time a dialog opens.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import {
  MANA_TYPES,
  PLAYERS,
  RULE,
  SANDBOX_LIMITS,
  type GameState,
  type ManaAmounts,
  type ManaType,
  type PlayerId,
  type SandboxAction,
} from '../../engine';
import { playerName, useGame } from '../../store';
import { performShortcut, SHORTCUT_WORDS, shortcutRefusal } from '../actions/player';
import { appContext } from '../actions/registry';
import { shown } from '../actions/state';
import { ManaSymbol } from '../card/mana';
import { closeShortcut, useShortcut, type ShortcutKind } from './shortcut-store';

const MANA_NAMES: Record<ManaType, string> = {
  W: 'White',
  U: 'Blue',
  B: 'Black',
  R: 'Red',
  G: 'Green',
  C: 'Colorless',
};

/** A typed number: '' is `empty`, anything else its numeric value (NaN when not a number; the engine's check says why). */
function numberOf(text: string, empty: number): number {
  return text.trim() === '' ? empty : Number(text);
}

function actionOf(kind: ShortcutKind, player: PlayerId, values: Record<string, string>): SandboxAction {
  if (kind === 'addMana') {
    const mana: ManaAmounts = {};
    for (const t of MANA_TYPES) {
      const n = numberOf(values[t] ?? '', 0);
      if (n !== 0) mana[t] = n;
    }
    return { type: 'addMana', player, mana };
  }
  if (kind === 'draw') return { type: 'draw', player, count: numberOf(values.n ?? '', NaN) };
  return { type: 'setLife', player, life: numberOf(values.n ?? '', NaN) };
}

/** What will happen by the rules, in words, for a valid action (shown under the fields); `loses` when it costs the game. */
function consequence(state: GameState, a: SandboxAction): { text: string; loses: boolean } {
  const text = consequenceText(state, a);
  const loses =
    (a.type === 'draw' && a.count > state.players[a.player].library.length) || (a.type === 'setLife' && a.life <= 0);
  return { text, loses };
}

function consequenceText(state: GameState, a: SandboxAction): string {
  const name = playerName(a.player);
  if (a.type === 'draw') {
    const lib = state.players[a.player].library.length;
    if (a.count <= lib)
      return `${name} draws the top ${a.count === 1 ? 'card' : `${a.count} cards`} of their library (${lib} there), one at a time (CR ${RULE.drawOneAtATime}).`;
    return `${name}'s library has only ${lib === 1 ? '1 card' : `${lib} cards`}: drawing from an empty library makes them lose the game at the next state-based-action check (CR ${RULE.sbaDraw}).`;
  }
  if (a.type === 'setLife') {
    const now = state.players[a.player].life;
    const diff = a.life - now;
    const change = diff === 0 ? 'gains or loses nothing' : `${diff > 0 ? 'gains' : 'loses'} ${Math.abs(diff)} life`;
    const loses = a.life <= 0 ? ` A player with 0 or less life loses the game (CR ${RULE.sbaLife}).` : '';
    return `${name} has ${now} life and ${change} (setting a life total gains or loses the difference, CR ${RULE.lifeSet}).${loses}`;
  }
  return `The mana waits in ${name}'s mana pool until the step ends (CR ${RULE.manaPool}).`;
}

function initialValues(kind: ShortcutKind, state: GameState | null, player: PlayerId): Record<string, string> {
  if (kind === 'draw') return { n: '1' };
  if (kind === 'setLife') return { n: String(state?.players[player].life ?? 20) };
  return {};
}

function Field({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <div className="shortcut-field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

function ShortcutForm({ kind, initialPlayer }: { kind: ShortcutKind; initialPlayer: PlayerId }) {
  useGame((s) => s.history);
  const state = shown(appContext);
  const [player, setPlayer] = useState<PlayerId>(initialPlayer);
  const [values, setValues] = useState<Record<string, string>>(() => initialValues(kind, state, initialPlayer));
  // Nothing typed yet in the mana fields: a prompt, not an error.
  const [typed, setTyped] = useState(kind !== 'addMana');
  const set = (key: string, v: string) => {
    setTyped(true);
    setValues((old) => ({ ...old, [key]: v }));
  };
  const action = actionOf(kind, player, values);
  const refusal = shortcutRefusal(appContext, action);
  const note = !refusal && state ? consequence(state, action) : null;
  const status = refusal
    ? typed
      ? {
          text: `Can't do that: ${refusal.reason}${refusal.rule ? ` (${refusal.rule === RULE.manualMove ? 'sandbox' : `CR ${refusal.rule}`})` : ''}.`,
          look: 'refused',
        }
      : { text: 'Type how much mana of each type to add.', look: '' }
    : { text: note?.text ?? '', look: note?.loses ? 'warn' : '' };
  const submit = () => {
    if (refusal) return;
    if (performShortcut.enabled(appContext, action) && performShortcut.run(appContext, action) === true)
      closeShortcut();
  };
  const words = SHORTCUT_WORDS[kind];
  const choosePlayer = (p: PlayerId) => {
    setPlayer(p);
    if (kind === 'setLife' && state) setValues((old) => ({ ...old, n: String(state.players[p].life) }));
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      noValidate
    >
      <fieldset className="shortcut-players">
        <legend>Player</legend>
        {PLAYERS.map((p) => (
          <label key={p} className="shortcut-player">
            <input
              type="radio"
              name="shortcut-player"
              value={p}
              checked={player === p}
              onChange={() => choosePlayer(p)}
            />
            {playerName(p)}
            {kind === 'setLife' && state ? <span className="muted"> ({state.players[p].life} life)</span> : null}
            {kind === 'draw' && state ? (
              <span className="muted"> (library {state.players[p].library.length})</span>
            ) : null}
          </label>
        ))}
      </fieldset>
      {kind === 'addMana' && (
        <div className="shortcut-mana" role="group" aria-label="Mana to add">
          {MANA_TYPES.map((t, i) => (
            <Field
              key={t}
              id={`shortcut-mana-${t}`}
              label={
                <>
                  <ManaSymbol sym={t} shadow /> <span>{MANA_NAMES[t]}</span>
                </>
              }
            >
              <input
                id={`shortcut-mana-${t}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={SANDBOX_LIMITS.manaPerType}
                step={1}
                placeholder="0"
                value={values[t] ?? ''}
                onChange={(e) => set(t, e.target.value)}
                autoFocus={i === 0}
                data-testid={`shortcut-mana-${t}`}
              />
            </Field>
          ))}
        </div>
      )}
      {kind !== 'addMana' && (
        <Field id="shortcut-n" label={kind === 'draw' ? 'Number of cards to draw' : 'New life total'}>
          <input
            id="shortcut-n"
            type="number"
            inputMode="numeric"
            step={1}
            data-testid="shortcut-n"
            autoFocus
            min={kind === 'draw' ? 1 : 0}
            max={kind === 'draw' ? SANDBOX_LIMITS.draw : SANDBOX_LIMITS.life}
            value={values.n ?? ''}
            onChange={(e) => set('n', e.target.value)}
            onFocus={(e) => e.target.select()}
            aria-invalid={!!refusal}
            aria-describedby="shortcut-status"
          />
        </Field>
      )}
      <p
        id="shortcut-status"
        className={`shortcut-status ${status.look}`.trim()}
        aria-live="polite"
        data-testid="shortcut-status"
      >
        {status.text}
      </p>
      <div className="share-dialog-buttons">
        <Dialog.Close type="button">Cancel</Dialog.Close>
        <button type="submit" className="primary" disabled={!!refusal} data-testid="shortcut-submit">
          {words.label.replace('…', '')}
        </button>
      </div>
    </form>
  );
}

const TITLES: Record<ShortcutKind, string> = {
  addMana: 'Add mana by hand',
  draw: 'Draw cards by hand',
  setLife: 'Set a life total by hand',
};

export function ShortcutDialog() {
  const open = useShortcut((s) => s.open);
  if (!open) return null;
  return (
    <Dialog.Root
      open
      onOpenChange={(o) => {
        if (!o) closeShortcut();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="share-overlay" />
        <Dialog.Content className="share-dialog shortcut-dialog" data-testid="shortcut-dialog">
          <Dialog.Title className="share-dialog-title">{TITLES[open.kind]}</Dialog.Title>
          <Dialog.Description className="share-dialog-intro">
            A sandbox action: it is a step of the history (undo takes it back) and the rules log says what was done.
          </Dialog.Description>
          <ShortcutForm key={`${open.kind}-${open.player}`} kind={open.kind} initialPlayer={open.player} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
