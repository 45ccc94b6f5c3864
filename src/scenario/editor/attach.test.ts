import { describe, expect, it } from 'vitest';
import { attachRefusal, attachTo, detach, hostOptions, isAttachable } from './attach';
import { emptyScenario } from './board';
import { addCard, moveCard } from './cards';
import { checkDoc } from './check';
import { entryAt, type CardAt } from './locate';
import { ctx, ok, playable, reg } from './test-helpers';

const at = (player: 'p1' | 'p2', zone: CardAt['zone'], index: number): CardAt => ({ player, zone, index });

function voluteBoard() {
  let doc = emptyScenario();
  doc = ok(addCard(doc, 'p1', 'battlefield', 'Island'));
  doc = ok(addCard(doc, 'p1', 'battlefield', 'Spellweaver Volute'));
  doc = ok(addCard(doc, 'p2', 'graveyard', 'Lightning Bolt'));
  doc = ok(addCard(doc, 'p2', 'graveyard', 'Divination'));
  doc = ok(addCard(doc, 'p1', 'hand', 'Shock'));
  return doc;
}

describe('editor attachments (enchant abilities, CR 303.4, 702.5)', () => {
  it('the Volute may enchant only an instant card in a graveyard; every other host is refused with the reason', () => {
    const doc = voluteBoard();
    const hosts = hostOptions(doc, at('p1', 'battlefield', 1), reg);
    expect(hosts.filter((h) => h.legal).map((h) => `${h.name} ${h.where}`)).toEqual([
      'Lightning Bolt in Player 2 graveyard',
    ]);
    const island = hosts.find((h) => h.name === 'Island')!;
    expect(island.reason).toBe(
      'Spellweaver Volute can\'t enchant Island on Player 1 battlefield: its enchant ability says "Enchant instant card in a graveyard" (CR 303.4a, 702.5a)',
    );
    expect(hosts.find((h) => h.name === 'Divination')!.legal).toBe(false);
    expect(hosts.find((h) => h.name === 'Shock')!.legal).toBe(false); // in a hand, not a graveyard
    expect(hosts.find((h) => h.name === 'Player 1')!.legal).toBe(false);
  });

  it('attaching gives the host an id and restores; an illegal attachment is refused and the document is unchanged', () => {
    const doc = voluteBoard();
    const refused = attachTo(doc, at('p1', 'battlefield', 1), { kind: 'card', at: at('p1', 'battlefield', 0) }, reg);
    expect(refused).toMatchObject({ ok: false, reason: expect.stringContaining("can't enchant Island") });
    const done = ok(attachTo(doc, at('p1', 'battlefield', 1), { kind: 'card', at: at('p2', 'graveyard', 0) }, reg));
    expect(done.players.p2.graveyard[0]).toEqual({ card: 'Lightning Bolt', id: 'lightning-bolt' });
    expect(done.players.p1.battlefield[1]).toEqual({ card: 'Spellweaver Volute', attachedTo: 'lightning-bolt' });
    playable(done);
    expect(detach(done, at('p1', 'battlefield', 1)).players.p1.battlefield[1]).toBe('Spellweaver Volute');
  });

  it('an Aura dragged from the hand onto a host is put onto the battlefield attached', () => {
    let doc = ok(addCard(emptyScenario(), 'p1', 'battlefield', 'Grizzly Bears'));
    doc = ok(addCard(doc, 'p1', 'hand', 'Pacifism'));
    const result = attachTo(doc, at('p1', 'hand', 0), { kind: 'card', at: at('p1', 'battlefield', 0) }, reg);
    expect(result.ok && result.at).toEqual(at('p1', 'battlefield', 1));
    doc = ok(result);
    expect(doc.players.p1.hand).toEqual([]);
    expect(doc.players.p1.battlefield).toEqual([
      { card: 'Grizzly Bears', id: 'grizzly-bears' },
      { card: 'Pacifism', attachedTo: 'grizzly-bears' },
    ]);
    playable(doc);
  });

  it('a host that later becomes illegal is a live problem at the Aura, and the edit is kept', () => {
    let doc = ok(addCard(emptyScenario(), 'p2', 'battlefield', 'Grizzly Bears'));
    doc = ok(addCard(doc, 'p1', 'battlefield', 'Pacifism'));
    doc = ok(attachTo(doc, at('p1', 'battlefield', 0), { kind: 'card', at: at('p2', 'battlefield', 0) }, reg));
    doc = ok(moveCard(doc, at('p2', 'battlefield', 0), { player: 'p2', zone: 'graveyard' }));
    const { problems } = checkDoc(doc, ctx);
    expect(problems).toEqual([
      {
        path: 'players.p1.battlefield[0]',
        message: expect.stringContaining("Pacifism can't enchant Grizzly Bears in the graveyard"),
      },
    ]);
    expect(entryAt(doc, at('p1', 'battlefield', 0))).toEqual({ card: 'Pacifism', attachedTo: 'grizzly-bears' });
  });

  it('other problems on the board do not hide the answer; non-Auras are not attachable', () => {
    let doc = voluteBoard();
    doc = ok(addCard(doc, 'p1', 'battlefield', { card: 'Pacifism', attachedTo: 'nowhere' }));
    expect(
      hostOptions(doc, at('p1', 'battlefield', 1), reg)
        .filter((h) => h.legal)
        .map((h) => h.name),
    ).toEqual(['Lightning Bolt']);
    expect(isAttachable(doc, at('p1', 'battlefield', 0), reg)).toBe(false);
    expect(attachRefusal(doc, at('p1', 'battlefield', 0), { kind: 'player', player: 'p2' }, reg)).toContain(
      'not an Aura or Equipment',
    );
  });

  it('a proxy Aura may be attached to anything but itself; two Auras cannot enchant each other', () => {
    let doc = ok(
      addCard(emptyScenario(), 'p1', 'battlefield', {
        proxy: { name: 'Curse of Stuff', typeLine: 'Enchantment — Aura Curse' },
      }),
    );
    doc = ok(addCard(doc, 'p1', 'battlefield', { proxy: { name: 'Other Aura', typeLine: 'Enchantment — Aura' } }));
    doc = ok(attachTo(doc, at('p1', 'battlefield', 0), { kind: 'player', player: 'p2' }, reg));
    playable(doc);
    doc = ok(attachTo(doc, at('p1', 'battlefield', 1), { kind: 'card', at: at('p1', 'battlefield', 0) }, reg));
    expect(
      attachRefusal(doc, at('p1', 'battlefield', 0), { kind: 'card', at: at('p1', 'battlefield', 1) }, reg),
    ).toContain("can't be attached to each other");
    expect(
      attachRefusal(doc, at('p1', 'battlefield', 0), { kind: 'card', at: at('p1', 'battlefield', 0) }, reg),
    ).toContain('itself');
  });
});

describe("an instant on the battlefield (the board's own problem, CR 304.4)", () => {
  it("does not stop the attachment check: Pacifism can't enchant Panic there, and still enchants a creature", () => {
    let doc = emptyScenario();
    for (const [zone, name] of [
      ['battlefield', 'Panic'],
      ['library', 'Pacifism'],
      ['battlefield', 'Grizzly Bears'],
    ] as const) {
      const r = addCard(doc, 'p1', zone, name);
      if (r.ok) doc = r.doc;
    }
    const pacifism = { player: 'p1' as const, zone: 'library' as const, index: 0 };
    const panic = attachTo(doc, pacifism, { kind: 'card', at: { player: 'p1', zone: 'battlefield', index: 0 } }, reg);
    expect(panic).toEqual({
      ok: false,
      reason: expect.stringMatching(/^Pacifism can't enchant Panic .*Enchant creature/),
    });
    expect(attachTo(doc, pacifism, { kind: 'card', at: { player: 'p1', zone: 'battlefield', index: 1 } }, reg).ok).toBe(
      true,
    );
  });
});
