/**
 * A card's commands: what its menu lists (declaring it as an attacker or blocker in combat,
 * casting or playing it — at a chosen target —, its activated abilities, manual moves in
 * sandbox mode) and what a click on it does. The rules side is store/commands.ts; each entry
 * runs through the `card.command` record, as the drop commands run through `card.drop`.
 */
import type { ObjectId } from '../../engine';
import { cardCommands, engine, entityName, type Command, type Refusal } from '../../store';
import { attackAt, block, combatClick, modeOf, toggleAttacker } from './combat';
import { shown } from './state';
import { labelOf, type ActionContext, type UiAction } from './types';

/** One line of a card's menu: runnable, refused (with the reason and rule), or a submenu. */
export interface MenuEntry {
  id: string;
  label: string;
  group: 'combat' | Command['group'];
  run: (() => void) | null;
  refusal: Refusal | null;
  choices?: MenuEntry[];
}

/** Performs one of a card's commands (from store/commands.ts): a cast, a land played, an ability, a manual move. */
export const cardCommand: UiAction<Command> = {
  id: 'card.command',
  group: 'board',
  label: (_ctx, c) => c.label,
  enabled: (ctx, c) => !!c.action && !!shown(ctx),
  run: (ctx, c) => (c.action ? ctx.game.getState().perform(c.action) : false),
};

function entry(command: Command, ctx: ActionContext): MenuEntry {
  return {
    id: command.id,
    label: command.label,
    group: command.group,
    refusal: command.refusal,
    run: command.action
      ? () => {
          cardCommand.run(ctx, command);
        }
      : null,
    ...(command.choices ? { choices: command.choices.map((c) => entry(c, ctx)) } : {}),
  };
}

function combatEntries(ctx: ActionContext, id: ObjectId): MenuEntry[] {
  const mode = modeOf(ctx);
  const state = shown(ctx);
  if (!mode || !state) return [];
  if (mode.kind === 'attack') {
    if (!mode.candidates.includes(id)) return [];
    const toggle: MenuEntry = {
      id: 'attack',
      label: labelOf(toggleAttacker, ctx, id),
      group: 'combat',
      refusal: null,
      run: () => {
        toggleAttacker.run(ctx, id);
      },
    };
    if (!mode.planeswalkers.length) return [toggle];
    // CR 508.1b: with planeswalkers to attack, say which (the defending player first).
    const choices = [null, ...mode.planeswalkers].map((planeswalker): MenuEntry => ({
      id: `attack-${planeswalker ?? mode.defender}`,
      label: labelOf(attackAt, ctx, { attacker: id, planeswalker }),
      group: 'combat',
      refusal: null,
      run: () => {
        attackAt.run(ctx, { attacker: id, planeswalker });
      },
    }));
    return [toggle, { id: 'attack-at', label: 'Attack…', group: 'combat', refusal: null, run: null, choices }];
  }
  if (!mode.candidates.includes(id)) return [];
  const blocking = ctx.draft.getState().blocks[id];
  const choices = mode.attackers.map((a): MenuEntry => ({
    id: `block-${a}`,
    label: entityName(state, engine.registry, a),
    group: 'combat',
    refusal: null,
    run: () => {
      block.run(ctx, { blocker: id, attacker: a });
    },
  }));
  return [
    { id: 'block', label: 'Block…', group: 'combat', refusal: null, run: null, choices },
    ...(blocking
      ? [
          {
            id: 'no-block',
            label: "Don't block",
            group: 'combat' as const,
            refusal: null,
            run: () => {
              block.run(ctx, { blocker: id, attacker: null });
            },
          },
        ]
      : []),
  ];
}

/** Every entry of the menu of card `id` on the board shown. */
export function cardEntries(ctx: ActionContext, id: ObjectId): MenuEntry[] {
  const state = shown(ctx);
  if (!state) return [];
  return [...combatEntries(ctx, id), ...cardCommands(engine.registry, state, id).map((c) => entry(c, ctx))];
}

/**
 * A click (or tap) on card `id`: in combat it picks the card as an attacker or blocker (or
 * assigns the blocker picked to this attacker); otherwise the card's menu opens (`openMenu`).
 */
export function clickCard(ctx: ActionContext, id: ObjectId, openMenu: () => void): void {
  const combat = combatClick(ctx, id);
  if (combat) combat();
  else openMenu();
}
