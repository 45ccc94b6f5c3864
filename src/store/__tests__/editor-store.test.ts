import { describe, expect, it } from 'vitest';
import { addCard, attachTo, emptyScenario, setTitle } from '../../scenario/editor';
import { engine, restore } from '../../scenario/pool';
import { editorBoard } from '../editor-view';
import { createEditorStore } from '../editor-store';
import { editGameBoard, editorStore, playFromEditor } from '../editor';
import { gameStore } from '..';

const fresh = () => {
  const store = createEditorStore({ restore, registry: engine.registry }, () => emptyScenario());
  store.getState().open(emptyScenario(), { kind: 'new' });
  return store;
};

describe('editor store', () => {
  it('undoes and redoes document edits; typing in one field is one step', () => {
    const store = fresh();
    const { apply } = store.getState();
    apply((d) => addCard(d, 'p1', 'battlefield', 'Island'));
    apply((d) => setTitle(d, 'A'), 'title');
    apply((d) => setTitle(d, 'AB'), 'title');
    expect(store.getState().doc.title).toBe('AB');
    expect(store.getState().past).toHaveLength(2);
    store.getState().undo();
    expect(store.getState().doc.title).toBe('New board');
    store.getState().undo();
    expect(store.getState().doc.players.p1.battlefield).toEqual([]);
    store.getState().undo(); // nothing left: no change
    store.getState().redo();
    store.getState().redo();
    expect(store.getState().doc.title).toBe('AB');
    expect(store.getState().doc.players.p1.battlefield).toEqual(['Island']);
  });

  it('a refused edit changes nothing and says why; the selection follows the edited card', () => {
    const store = fresh();
    const { apply } = store.getState();
    apply((d) => addCard(d, 'p1', 'battlefield', 'Island'));
    expect(store.getState().selection).toEqual({ player: 'p1', zone: 'battlefield', index: 0 });
    apply((d) => addCard(d, 'p1', 'battlefield', 'Spellweaver Volute'));
    const before = store.getState().doc;
    const at = { player: 'p1', zone: 'battlefield', index: 1 } as const;
    expect(
      apply((d) =>
        attachTo(d, at, { kind: 'card', at: { player: 'p1', zone: 'battlefield', index: 0 } }, engine.registry),
      ),
    ).toBe(false);
    expect(store.getState().doc).toBe(before);
    expect(store.getState().notice?.text).toContain("can't enchant Island");
  });

  it('keeps problems live and draws the board anyway', () => {
    const store = fresh();
    store.getState().apply((d) => addCard(d, 'p1', 'battlefield', { card: 'Pacifism', attachedTo: 'p2' }));
    const { doc, check } = store.getState();
    expect(check.problems).toEqual([
      expect.objectContaining({
        path: 'players.p1.battlefield[0]',
        message: expect.stringContaining("Pacifism can't enchant p2"),
      }),
    ]);
    const view = editorBoard(doc, engine.registry, check).p1.battlefield[0]!;
    expect(view.label).toBe('Pacifism, attached to Player 2, has a problem');
    expect(view.problem).toContain("can't enchant");
  });

  it('"play from here" loads the edited board on the table; problems keep the editor open', () => {
    editorStore.getState().open(emptyScenario(), { kind: 'new' });
    editorStore.getState().apply((d) => addCard(d, 'p1', 'hand', 'Lightnig Bolt'));
    expect(playFromEditor()).not.toBeNull();
    expect(editorStore.getState().active).toBe(true);
    editorStore.getState().apply((d) => addCard(d, 'p1', 'hand', 'Opt', 0));
    editorStore.getState().undo();
    editorStore.getState().undo();
    editorStore.getState().apply((d) => addCard(d, 'p1', 'hand', 'Opt'));
    expect(playFromEditor()).toBeNull();
    expect(editorStore.getState().active).toBe(false);
    const state = gameStore.getState().history.state!;
    expect(state.players.p1.hand).toHaveLength(1);
    expect(editGameBoard()).toBe(true);
    expect(editorStore.getState().doc.players.p1.hand).toEqual(['Opt']);
  });
});
