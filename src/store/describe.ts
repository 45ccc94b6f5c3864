/**
 * One-line descriptions of engine actions, for the history scrubber and undo tooltips, written
 * from the state before the action ("Player 1 casts Lightning Bolt at Player 2").
 */
import type { Action, CardRegistry, DecisionAnswer, GameState } from '../engine';
import { entityName, playerName, STEP_LABELS, zoneName } from './names';
import { formatAmounts, getObject } from '../engine';

function answerWords(state: GameState, reg: CardRegistry, answer: DecisionAnswer): string {
  if (typeof answer === 'boolean') return answer ? 'yes' : 'no';
  if (typeof answer === 'number') return String(answer);
  const label = (v: string) =>
    state.pendingDecision?.options.find((o) => o.value === v)?.label ??
    (/^o\d+$/.test(v) || v === 'p1' || v === 'p2' ? entityName(state, reg, v) : v);
  if (typeof answer === 'string') return label(answer);
  return answer.length ? answer.map(label).join(', ') : 'none';
}

export function describeAction(state: GameState, reg: CardRegistry, action: Action): string {
  const name = (id: string) => entityName(state, reg, id);
  switch (action.type) {
    case 'cast': {
      // A card cast face down is not named (CR 708.2a).
      if (action.cost === 'face-down') return `${playerName(action.player)} casts a card face down`;
      const at = action.targets?.length ? ` at ${action.targets.map(name).join(', ')}` : '';
      // Retrace and jump-start discard a card as the spell is cast (CR 702.81a, 702.133a).
      const discarding = action.discard ? `, discarding ${name(action.discard)}` : '';
      // A prototype card cast prototyped is named by the card (CR 718.3a; engine/state/faces.ts PROTOTYPED).
      const what =
        action.half === 'prototyped' ? `${name(action.object)} prototyped` : (action.half ?? name(action.object));
      return `${playerName(action.player)} casts ${what}${at}${discarding}`;
    }
    case 'play':
      return `${playerName(action.player)} plays ${name(action.object)}`;
    case 'turnFaceUp':
      return `${playerName(action.player)} turns a face-down permanent face up`;
    // A foretold card is exiled face down (CR 702.143a): not named.
    case 'foretell':
      return `${playerName(action.player)} foretells a card`;
    case 'plot':
    case 'suspend':
      return `${playerName(action.player)} ${action.type}s ${name(action.object)}`;
    case 'setInMotion':
      return `${playerName(action.player)} sets ${name(action.object)} in motion (by hand)`;
    case 'rollPlanarDie':
      return `${playerName(action.player)} rolls the planar die`;
    case 'unlock':
      return `${playerName(action.player)} unlocks ${action.door ?? 'a door of'} ${action.door ? `(${name(action.object)})` : name(action.object)}`;
    case 'activate':
      return `${playerName(action.player)} activates ${name(action.object)}${action.mana ? ` for {${action.mana}}` : ''}`;
    case 'pass': {
      const top = state.stack[state.stack.length - 1];
      return top ? `Both pass: ${name(top)} resolves` : `Both pass: ${STEP_LABELS[state.turn.step]} ends`;
    }
    case 'decide':
      return `${playerName(action.player)} chooses ${answerWords(state, reg, action.answer)}`;
    case 'move': {
      const obj = getObject(state, action.object);
      const player = action.player ?? obj?.owner ?? 'p1';
      return `Move ${name(action.object)} to ${zoneName(action.to, player)}`;
    }
    case 'advance':
      return action.to === 'next-turn'
        ? 'Go to the next turn'
        : `Go to ${action.to === 'combat' ? 'combat' : STEP_LABELS[action.to]}`;
    case 'attack':
      return `${playerName(action.player)} attacks with ${
        action.attackers.map((a) => (action.at?.[a] ? `${name(a)} (at ${name(action.at[a])})` : name(a))).join(', ') ||
        'nothing'
      }`;
    case 'block':
      return `${playerName(action.player)} blocks`;
    case 'sandbox':
      return action.on ? 'Sandbox on (manual moves allowed)' : 'Sandbox off';
    case 'declareDraw':
      return 'The players declare a draw: a loop of mandatory actions';
    case 'addMana':
      return `Add ${formatAmounts(action.mana)} to ${playerName(action.player)}'s mana pool (by hand)`;
    case 'draw':
      return `${playerName(action.player)} draws ${action.count === 1 ? 'a card' : `${action.count} cards`} (by hand)`;
    case 'setLife':
      return `Set ${playerName(action.player)}'s life to ${action.life} (by hand)`;
  }
}
