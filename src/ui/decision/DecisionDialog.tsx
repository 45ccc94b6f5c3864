/**
 * The pending decision as an accessible dialog (Radix) that names the deciding player and
 * offers only legal answers. It is not modal: the board stays visible and can be hovered; it
 * can be hidden to look at the table and shown again from the turn bar.
 */
import * as Dialog from '@radix-ui/react-dialog';
import type { DecisionAnswer } from '../../engine';
import { engine, entityName, gameStore, playerName, useGame, whereIs } from '../../store';
import { focusTableHome, useCurrentState } from '../hooks';

/**
 * The first answer control of the dialog: an input (a candidate, a number) or an answer button.
 * Not while the person moves through the history (focus on the scrubber, undo or redo): the
 * dialog of a step passed on the way opens without taking the focus the next key needs.
 */
function focusFirstAnswer(e: Event): void {
  if (document.activeElement?.closest('[role="group"][aria-label="History"]')) {
    e.preventDefault();
    return;
  }
  const content = e.currentTarget instanceof HTMLElement ? e.currentTarget : null;
  const first = content?.querySelector<HTMLElement>(
    '.choice-list input, input, .choice-buttons button:not([disabled])',
  );
  if (!first) return;
  e.preventDefault();
  first.focus();
}
import { RuleRef } from '../log/RuleRef';
import { MayChoice, NumberChoice, ObjectChoice, OptionChoice, OrderChoice } from './choices';

export function DecisionDialog() {
  const state = useCurrentState();
  const hidden = useGame((s) => s.decisionHidden);
  const cursor = useGame((s) => s.history.cursor);
  const d = state?.pendingDecision;
  if (!state || !d) return null;
  const answer = (a: DecisionAnswer) => gameStore.getState().perform({ type: 'decide', player: d.player, answer: a });
  const setHidden = (h: boolean) => gameStore.getState().setDecisionHidden(h);
  return (
    <Dialog.Root open={!hidden} onOpenChange={(open) => setHidden(!open)} modal={false}>
      <Dialog.Portal>
        <Dialog.Content
          className={`decision decision-${d.player}`}
          data-testid="decision"
          key={cursor}
          onInteractOutside={(e) => e.preventDefault()}
          // Focus starts on the answers, not on the rule chip of the prompt; it comes back to the table after.
          onOpenAutoFocus={focusFirstAnswer}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            focusTableHome();
          }}
        >
          <Dialog.Title className="decision-title">{playerName(d.player)} decides</Dialog.Title>
          <Dialog.Description className="decision-prompt">
            {d.prompt} <RuleRef rule={d.rule} />
          </Dialog.Description>
          {d.about && (
            <p
              className="decision-about"
              onMouseEnter={() => gameStore.getState().setHighlight({ objects: [d.about!], cards: [] })}
              onMouseLeave={() => gameStore.getState().setHighlight(null)}
            >
              About: <b>{entityName(state, engine.registry, d.about)}</b> {whereIs(state, d.about)}
            </p>
          )}
          {d.kind === 'may' && <MayChoice answer={answer} />}
          {d.kind === 'chooseObjects' && <ObjectChoice d={d} state={state} answer={answer} />}
          {d.kind === 'chooseNumber' && <NumberChoice d={d} answer={answer} />}
          {d.kind === 'chooseOption' && <OptionChoice d={d} answer={answer} />}
          {d.kind === 'chooseOrder' && <OrderChoice d={d} answer={answer} />}
          <div className="decision-footer">
            <button type="button" className="link" onClick={() => gameStore.getState().undo()}>
              Undo last step
            </button>
            <Dialog.Close className="link">Hide to look at the board</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
