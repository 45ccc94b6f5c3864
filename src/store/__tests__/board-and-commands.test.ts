import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine';
import { engine, open } from '../../scenario/pool';
import { boardView } from '../board-view';
import { cardCommands, dropCommand, dropTargets, idleRefusals } from '../commands';
import { elvesBoard, main1, sandboxAuraBoard, voluteBoard } from './fixtures';
import { allObjects, RULE } from '../../engine';
import { compileCard } from '../../cards/oracle/compile';
import { game } from '../../testing/harness';

const load = (doc: unknown): GameState => {
  const r = open(doc);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.loaded.initial;
};
const idOf = (s: GameState, def: string) => allObjects(s).find((o) => o.def === def)!.id;
const reg = engine.registry;

describe('board view', () => {
  it('shows both ends of a Volute enchanting a card in a graveyard', () => {
    const s = load(voluteBoard);
    const v = boardView(s, reg);
    const volute = v.players.p1.permanents.find((g) => g.card.name === 'Spellweaver Volute')!.card;
    expect(volute.label).toBe('Spellweaver Volute, attached to Lightning Bolt in Player 2 graveyard');
    const bolt = v.players.p2.graveyard.find((c) => c.name === 'Lightning Bolt')!;
    expect(bolt.enchantedBy.map((e) => e.name)).toEqual(['Spellweaver Volute']);
    expect(bolt.label).toMatch(/^Lightning Bolt, enchanted by Spellweaver Volute/);
    // Three untapped Islands look the same: one card with a count.
    expect(v.players.p1.lands).toHaveLength(1);
    expect(v.players.p1.lands[0]!.same.map((c) => c.name)).toEqual(['Island', 'Island']);
  });

  it('a creature with an Equipment stand-in attached is "equipped by" it (CR 301.5), one with an Aura "enchanted by" it (303.4)', () => {
    const s = load({
      format: 'stackyard/scenario@1',
      turn: main1,
      players: {
        p1: {
          battlefield: [
            { id: 'bears', card: 'Grizzly Bears' },
            { proxy: { name: 'Sword Stand-In', typeLine: 'Artifact — Equipment' }, attachedTo: 'bears' },
            { id: 'spider', card: 'Giant Spider' },
            { card: 'Rancor', attachedTo: 'spider' },
          ],
        },
      },
    });
    const v = boardView(s, reg);
    const labels = v.players.p1.permanents.map((g) => g.card.label);
    expect(labels.find((l) => l.startsWith('Grizzly Bears'))).toMatch(/, equipped by Sword Stand-In/);
    expect(labels.find((l) => l.startsWith('Grizzly Bears'))).not.toMatch(/enchanted/);
    expect(labels.find((l) => l.startsWith('Giant Spider'))).toMatch(/, enchanted by Rancor/);
  });

  it('groups identical permanents, apart from one tapped or enchanted or with counters', () => {
    const s = load({
      format: 'stackyard/scenario@1',
      turn: main1,
      players: {
        p1: {
          battlefield: [
            'Forest',
            'Forest',
            { card: 'Forest', tapped: true },
            'Forest',
            { id: 'b', card: 'Grizzly Bears' },
            'Grizzly Bears',
            { card: 'Grizzly Bears', counters: { '+1/+1': 1 } },
            { card: 'Rancor', attachedTo: 'b' },
          ],
        },
      },
    });
    const v = boardView(s, reg).players.p1;
    expect(v.lands.map((g) => [g.card.label, g.same.length + 1])).toEqual([
      ['Forest', 3],
      ['Forest, tapped', 1],
    ]);
    expect(v.permanents.map((g) => [g.card.name, g.same.length + 1, g.attached.length])).toEqual([
      ['Grizzly Bears', 1, 1],
      ['Grizzly Bears', 1, 0],
      ['Grizzly Bears', 1, 0],
    ]);
  });

  it('tucks an Aura under its host, even when the host has another controller', () => {
    const v = boardView(load(sandboxAuraBoard), reg);
    expect(v.players.p1.permanents[0]!.attached.map((a) => a.name)).toEqual(['Pacifism']);
    expect(v.players.p2.permanents).toEqual([]);
  });

  it('lists the stack top first with controllers, sources and targets', () => {
    let s = load(voluteBoard);
    s = engine.perform(s, { type: 'cast', player: 'p1', object: idOf(s, 'Divination') }).state;
    const v = boardView(s, reg);
    expect(v.stack.map((i) => i.name)).toEqual(['Spellweaver Volute ability', 'Divination']);
    expect(v.stack[0]!.ability?.sourceName).toBe('Spellweaver Volute');
    expect(v.stack[0]!.controller).toBe('p1');
  });

  it('marks summoning sickness in the accessible name', () => {
    const v = boardView(load(elvesBoard), reg);
    expect(v.players.p1.permanents[0]!.card.label).toBe('Llanowar Elves, summoning sick, 1/1');
  });
});

describe('commands', () => {
  it("a summoning-sick Llanowar Elves' mana ability is refused with 302.6", () => {
    const s = load(elvesBoard);
    const [ability] = cardCommands(reg, s, idOf(s, 'Llanowar Elves'));
    expect(ability?.action).toBeNull();
    expect(ability?.refusal?.rule).toBe('302.6');
    expect(ability?.refusal?.reason).toMatch(/came under its controller's control this turn/);
  });

  it('lists an ability an Aura gives in quotation marks on the permanent, saying where it comes from (CR 613.1f)', () => {
    const growth = compileCard({
      name: 'Abundant Growth',
      mana_cost: '{G}',
      type_line: 'Enchantment — Aura',
      oracle_text:
        'Enchant land\nWhen this Aura enters, draw a card.\nEnchanted land has "{T}: Add one mana of any color."',
      colors: ['G'],
    }).def;
    const g = game(
      {
        turn: main1,
        players: {
          p1: {
            battlefield: [
              { id: 'f', card: 'Forest' },
              { card: 'Abundant Growth', attachedTo: 'f' },
            ],
          },
        },
      },
      [],
      { cards: [growth] },
    );
    const abilities = cardCommands(g.engine.registry, g.state, g.get('f').id).filter((c) => c.group === 'ability');
    expect(abilities.map((c) => c.label)).toEqual([
      '{T}: Add {G}.',
      '{T}: Add one mana of any color. (from Abundant Growth)',
    ]);
    expect(abilities[1]?.action).toMatchObject({ type: 'activate', ability: 50 });
  });

  it('offers "cast at" each legal target, and a drop on a legal target casts at it', () => {
    const s = load({
      format: 'stackyard/scenario@1',
      turn: main1,
      players: { p1: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] }, p2: { battlefield: ['Grizzly Bears'] } },
    });
    const bolt = idOf(s, 'Lightning Bolt');
    const [cast] = cardCommands(reg, s, bolt);
    expect(cast?.choices?.map((c) => c.label)).toEqual(
      expect.arrayContaining(['Player 2', 'Grizzly Bears (on the battlefield)']),
    );
    expect(dropTargets(reg, s, bolt).targets.has('p2')).toBe(true);
    expect(dropCommand(reg, s, bolt, { kind: 'entity', id: 'p2' })).toEqual({
      ok: true,
      action: { type: 'cast', player: 'p1', object: bolt, targets: ['p2'] },
    });
  });

  it('an Aura dropped on an illegal target is refused; on a legal one it is cast at it', () => {
    const s = load({
      ...voluteBoard,
      players: {
        p1: {
          hand: ['Spellweaver Volute'],
          battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Mountain'],
        },
        p2: { graveyard: ['Lightning Bolt', 'Divination'] },
      },
    });
    const vol = idOf(s, 'Spellweaver Volute');
    const ok = dropCommand(reg, s, vol, { kind: 'entity', id: idOf(s, 'Lightning Bolt') });
    expect(ok.ok).toBe(true);
    const refused = dropCommand(reg, s, vol, { kind: 'entity', id: idOf(s, 'Divination') });
    expect(refused).toMatchObject({ ok: false, refusal: { rule: '115.1' } });
  });

  it('moves need sandbox mode; in sandbox a drop on a zone is a manual move', () => {
    const plain = load({ ...sandboxAuraBoard, options: { sandbox: false } });
    expect(
      dropCommand(reg, plain, idOf(plain, 'Grizzly Bears'), { kind: 'zone', zone: 'exile', player: 'p1' }),
    ).toMatchObject({ ok: false, refusal: { rule: 'sandbox' } });
    const s = load(sandboxAuraBoard);
    const bears = idOf(s, 'Grizzly Bears');
    expect(dropCommand(reg, s, bears, { kind: 'zone', zone: 'exile', player: 'p1' })).toEqual({
      ok: true,
      action: { type: 'move', object: bears, to: 'exile', player: 'p1' },
    });
    const moved = engine.perform(s, { type: 'move', object: bears, to: 'exile', player: 'p1' }).state;
    expect(allObjects(moved).find((o) => o.def === 'Pacifism')?.zone).toBe('graveyard');
  });

  it("even in sandbox, a drop on another player's graveyard, hand or library is refused (400.3)", () => {
    const s = load(sandboxAuraBoard);
    const bears = idOf(s, 'Grizzly Bears'); // owned by p1
    expect(dropCommand(reg, s, bears, { kind: 'zone', zone: 'graveyard', player: 'p2' })).toMatchObject({
      ok: false,
      refusal: { rule: '400.3', reason: expect.stringMatching(/owner's graveyard: this one belongs to Player 1/) },
    });
    expect(dropCommand(reg, s, bears, { kind: 'zone', zone: 'graveyard', player: 'p1' })).toEqual({
      ok: true,
      action: { type: 'move', object: bears, to: 'graveyard', player: 'p1' },
    });
    // Exile is one shared zone: no owner's rule to break.
    expect(dropCommand(reg, s, bears, { kind: 'zone', zone: 'exile', player: 'p2' })).toMatchObject({ ok: true });
  });

  it('a land in hand is played by a drop on the battlefield', () => {
    const s = load({ format: 'stackyard/scenario@1', turn: main1, players: { p1: { hand: ['Forest'] } } });
    const forest = idOf(s, 'Forest');
    expect(dropCommand(reg, s, forest, { kind: 'zone', zone: 'battlefield', player: 'p1' })).toEqual({
      ok: true,
      action: { type: 'play', player: 'p1', object: forest },
    });
  });

  it('in sandbox, an instant dropped on the battlefield is refused with 304.4, and its menu says why', () => {
    const s = load({
      format: 'stackyard/scenario@1',
      turn: main1,
      options: { sandbox: true },
      players: { p1: { hand: ['Lightning Bolt'] } },
    });
    const bolt = idOf(s, 'Lightning Bolt');
    expect(dropCommand(reg, s, bolt, { kind: 'zone', zone: 'battlefield', player: 'p1' })).toMatchObject({
      ok: false,
      refusal: { rule: '304.4' },
    });
    const move = cardCommands(reg, s, bolt).find((c) => c.id === 'move-battlefield');
    expect(move).toMatchObject({ action: null, refusal: { rule: '304.4' } });
    expect(cardCommands(reg, s, bolt).find((c) => c.id === 'move-exile')?.action).toMatchObject({
      type: 'move',
      to: 'exile',
    });
  });
});

describe('why a card offers nothing to do', () => {
  it("a creature with summoning sickness says why it can't attack or tap, with the rule (302.6)", () => {
    const s = load({
      format: 'stackyard/scenario@1',
      turn: main1,
      players: { p1: { battlefield: [{ id: 'bears', card: 'Grizzly Bears', summoningSick: true }] } },
    });
    expect(cardCommands(reg, s, idOf(s, 'Grizzly Bears'))).toEqual([]);
    const [why, ...more] = idleRefusals(reg, s, idOf(s, 'Grizzly Bears'));
    expect(more).toEqual([]);
    expect(why?.rule).toBe(RULE.summoningSickness);
    expect(why?.reason).toBe(
      "Grizzly Bears has summoning sickness: it can't attack or pay a {T} cost this turn, because it came under Player 1's control this turn",
    );
  });

  it("a creature controlled since its controller's turn began, and a land, have no such reason", () => {
    const s = load({
      format: 'stackyard/scenario@1',
      turn: main1,
      players: {
        p1: {
          battlefield: [
            { id: 'bears', card: 'Grizzly Bears' },
            { id: 'forest', card: 'Forest', summoningSick: true },
          ],
        },
      },
    });
    expect(idleRefusals(reg, s, idOf(s, 'Grizzly Bears'))).toEqual([]);
    expect(idleRefusals(reg, s, idOf(s, 'Forest'))).toEqual([]);
  });
});
