// Forge token specs (CR 111.4: a token has the characteristics the effect that made it gave it;
// 111.10: predefined tokens). The specs are the real ones of the puzzles in
// ../shared/reference/forge-puzzles (PS_HOU7, PC_070715, PP10, PS_MKM4, PS_LCI1, …).
import { describe, expect, it } from 'vitest';
import { characteristics, readContext, RULE } from '../../engine';
import { game } from '../../testing/harness';
import { isForgeToken, readForgeToken } from './pzl-token';
import { importOk } from './test-helpers';

describe('Forge token specs: the inline form t:Name,P:…,T:…', () => {
  it('t:Zombie Knight …Keywords:Menace is a 2/2 black Zombie Knight creature token with menace', () => {
    const spec =
      't:Zombie Knight,P:2,T:2,Cost:no cost,Color:B,Types:Creature-Zombie-Knight,Keywords:Menace,Image:b_2_2_zombie_knight';
    expect(isForgeToken(spec)).toBe(true);
    expect(readForgeToken(spec)).toEqual({
      proxy: {
        name: 'Zombie Knight',
        typeLine: 'Token Creature — Zombie Knight',
        power: 2,
        toughness: 2,
        colors: ['B'],
        keywords: ['menace'],
      },
      notes: [],
    });
  });

  it('t:Golem (PC_070715) is a colourless 3/3 artifact creature; t:Dragon (PC_042815) flies', () => {
    expect(
      readForgeToken('t:Golem,P:3,T:3,Cost:no cost,Types:Artifact-Creature-Golem,Keywords:,Image:c_3_3_golem').proxy,
    ).toEqual({ name: 'Golem', typeLine: 'Token Artifact Creature — Golem', power: 3, toughness: 3, colors: [] });
    expect(
      readForgeToken(
        't:Dragon,P:4,T:4,Cost:no cost,Color:R,Types:Creature-Dragon,Keywords:Flying,Image:r_4_4_dragon_dtk',
      ).proxy,
    ).toMatchObject({ colors: ['R'], keywords: ['flying'], power: 4, toughness: 4 });
  });

  it("without Color (PP10's Goblin), the colour comes from the image name, with a note; an unknown keyword stays text", () => {
    const goblin = readForgeToken(
      't:Goblin,P:1,T:1,Cost:no cost,Types:Creature-Goblin,Keywords:,Image:r_1_1_goblin_SOM',
    );
    expect(goblin.proxy.colors).toEqual(['R']);
    expect(goblin.notes).toEqual([
      'its colour (R) is read from the image name r_1_1_goblin_SOM, as the spec gives none',
    ]);
    const odd = readForgeToken('t:Spirit,P:1,T:1,Color:W,Types:Creature-Spirit,Keywords:Flying&Afflict 2');
    expect(odd.proxy).toMatchObject({ keywords: ['flying'], text: 'Afflict 2' });
    expect(odd.notes).toEqual(['keyword Afflict 2 is not modelled (kept as text)']);
  });

  it('a puzzle with PS_HOU7-style Zombie tokens builds them as black 2/2 creature tokens on the table', () => {
    const { scenario, warnings } = importOk(
      '[metadata]\nGoal:Win\nTurns:1\n[state]\nturn=1\nactiveplayer=human\nactivephase=MAIN1\n' +
        'humanbattlefield=t:Zombie,P:2,T:2,Cost:no cost,Color:B,Types:Creature-Zombie,Keywords:,Image:b_2_2_zombie_OGW|Set:AKH|Tapped\n',
    );
    expect(warnings.map((w) => w.kind)).not.toContain('proxied-cards');
    const g = game({ turn: scenario.turn, players: scenario.players });
    const zombie = g.get('Zombie');
    expect(zombie.token).toBe(true);
    expect(zombie.tapped).toBe(true);
    const c = characteristics(readContext(g.state, g.engine.registry), zombie);
    expect(c.types).toEqual(['creature']);
    expect(c.subtypes).toEqual(['Zombie']);
    expect(c.colors).toEqual(['B']);
    expect([c.power, c.toughness]).toEqual([2, 2]);
  });
});

describe('Forge token specs: token scripts T:name', () => {
  it('T:c_a_treasure_sac (PS_MKM4) is a Treasure (CR 111.10a): tapped and sacrificed for one mana', () => {
    const { scenario } = importOk(
      '[metadata]\nGoal:Win\n[state]\nturn=1\nactiveplayer=p0\nactivephase=MAIN1\np0battlefield=T:c_a_treasure_sac\n',
    );
    expect(scenario.players.p1?.battlefield).toEqual([
      { proxy: { name: 'Treasure Token', predefined: 'Treasure' }, token: true },
    ]);
    const g = game({ turn: scenario.turn, players: scenario.players });
    const c = characteristics(readContext(g.state, g.engine.registry), g.get('Treasure Token'));
    expect(c.types).toEqual(['artifact']);
    expect(c.subtypes).toEqual(['Treasure']);
    g.act({ activate: 'Treasure Token', mana: 'G' });
    expect(g.state.players.p1.manaPool.G).toBe(1);
    expect(g.state.battlefield).toEqual([]);
    expect(RULE.treasureToken).toBe('111.10a');
  });

  it('creature token scripts are read from their words: g_3_3_dinosaur, b_1_1_bat_flying, c_1_1_a_gnome, r_1_1_phyrexian_goblin', () => {
    expect(readForgeToken('T:g_3_3_dinosaur')).toEqual({
      proxy: {
        name: 'Dinosaur Token',
        typeLine: 'Token Creature — Dinosaur',
        power: 3,
        toughness: 3,
        colors: ['G'],
      },
      notes: [],
    });
    expect(readForgeToken('T:b_1_1_bat_flying').proxy).toMatchObject({ keywords: ['flying'], colors: ['B'] });
    expect(readForgeToken('T:c_1_1_a_gnome').proxy).toMatchObject({
      typeLine: 'Token Artifact Creature — Gnome',
      colors: [],
    });
    expect(readForgeToken('T:r_1_1_phyrexian_goblin').proxy.typeLine).toBe('Token Creature — Phyrexian Goblin');
  });

  it('a word that is neither a creature type nor a known keyword is a note (b_0_1_wizard_snipe); T:everywhere stays a stand-in', () => {
    const snipe = readForgeToken('T:b_0_1_wizard_snipe');
    expect(snipe.proxy).toMatchObject({ name: 'Wizard Token', power: 0, toughness: 1 });
    expect(snipe.notes[0]).toMatch(/^"snipe" in the token script T:b_0_1_wizard_snipe is not a creature type/);
    const everywhere = readForgeToken('T:everywhere');
    expect(everywhere.proxy).toEqual({ name: 'everywhere token', typeLine: 'Token' });
    expect(everywhere.notes[0]).toMatch(/^the token script T:everywhere is not one Stackyard can read/);
  });
});
