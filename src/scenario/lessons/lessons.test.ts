// Checks every registered lesson as a whole: it restores cleanly, its script replays, its text
// has one step per action and cites rules, it covers the seed rulings in order, and it explains
// each ruling in our own words (no official ruling sentence copied verbatim).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { poolNames, restore } from '../pool';
import { LESSON_GROUPS, LESSONS } from '.';
import { playLesson } from './lesson-kit';

/**
 * The 35 seed rulings (../shared/seeds), each with a distinctive sentence of its official text,
 * in the order of the seed files: 8 general rulings, then 6 Volute, 12 Helix, 4 Spider-Verse
 * and 5 Arcane Savant rulings.
 */
const RULINGS: Record<string, string> = {
  'general-1': 'If an ability would produce one or more mana of an undefined type, it produces no mana instead.',
  'general-2':
    'taking into account any applicable replacement effects in any possible order. Ignore whether any costs of the ability could or could not be paid.',
  'general-3': 'is to activate a mana ability of that permanent that includes the {T} symbol in its activation cost.',
  'general-4': 'triggers whenever such a mana ability resolves and produces mana or the specified type of mana.',
  'general-5': 'modifies the mana production event while such an ability is resolving and producing mana',
  'general-6':
    'the value of X for that ability is the same as the value of X for that spell, although the value of X for that permanent is 0.',
  'general-7':
    'The tap symbol in an activation cost means "Tap this permanent." A permanent that\'s already tapped can\'t be tapped again to pay the cost.',
  'general-8':
    'The untap symbol in an activation cost means "Untap this permanent." A permanent that\'s already untapped can\'t be untapped again to pay the cost.',
  'volute-1':
    "If you don't, the copy remains in the graveyard and ceases to exist the next time state-based actions are checked.",
  'volute-2':
    'it will check its last existence on the battlefield and identify the "enchanted card" as that instant card',
  'volute-3': 'The Aura will be on the battlefield attached to a card in a different zone.',
  'volute-4': 'identify the "enchanted card" as "nothing," so no copy is created.',
  'volute-5': "This is the first Aura that enchants something that's neither a permanent nor a player.",
  'volute-6': 'Spellweaver Volute "falls off" and is put into its owner\'s graveyard as a state-based action.',
  'helix-1': 'the ability will still make a copy using the last-known-information rule.',
  'helix-2':
    'If the imprinted card leaves the exile zone while the ability to make a copy is on the stack, then no copy will be made.',
  'helix-3': "Normally, you're not allowed to cast spells or activate abilities at this time.",
  'helix-4':
    'If the two imprinted sorcery cards have the same name and a card with that name is cast, only one copy is created, not two.',
  'helix-5': "If you don't want to cast the copy, you can choose not to",
  'helix-6': "If there's only one imprinted sorcery card, nothing happens.",
  'helix-7': "You do pay any additional costs for that spell. You can't use any alternative costs.",
  'helix-8':
    "You can't cast the copy if an effect prevents you from casting sorceries or from casting that particular sorcery.",
  'helix-9': "You can't cast the copy unless all of its targets can be chosen.",
  'helix-10': "creates a copy of the imprinted card in the Exile zone (that's where the imprinted sorcery card is)",
  'helix-11': 'The creation of the copy and then the casting of the copy are both optional.',
  'helix-12': "A split card has the same name as a spell if either of its names is that spell's name.",
  'spider-verse-1':
    "If the spell that's copied has an X whose value was determined as it was cast, the copy will have the same value of X.",
  'spider-verse-2': 'the legend rule will not cause you to put either one into your graveyard.',
  'spider-verse-3':
    'You may not choose one of the Spider permanents to keep and you may not put any of the Spiders into your graveyard this way.',
  'spider-verse-4':
    'Any instances of the ability already on the stack when you choose to copy a spell will have no effect.',
  'savant-1':
    "you may reveal any number of them and exile that many instant or sorcery cards you drafted that aren't in your deck.",
  'savant-2': 'if there are multiple cards you exiled with cards named Arcane Savant, you choose one of them to copy.',
  'savant-3':
    "You can't pay any alternative costs the card has. You can pay additional costs, and if the spell has any mandatory additional costs, you must pay those.",
  'savant-4': 'you must choose 0 as its value when casting the copy.',
  'savant-5': 'You ignore any timing restrictions based on the card type of the card you copied.',
};

/** Which seed ruling each lesson plays out; null marks an extra lesson about one of our own readings. */
const RULING_OF: Record<string, string | null> = {
  'general-undefined-mana-type': 'general-1',
  'general-could-produce': 'general-2',
  'general-tap-for-mana': 'general-3',
  'general-tapped-for-mana-triggers': 'general-4',
  'general-mana-replacement-order': 'general-5',
  'general-x-on-entering': 'general-6',
  'general-tap-symbol': 'general-7',
  'general-untap-symbol': 'general-8',
  'volute-copy-cast': 'volute-1',
  'volute-copy-not-cast': 'volute-1',
  'volute-nothing-to-attach': 'volute-1',
  'volute-leaves-first': 'volute-2',
  'volute-enchants-card-in-graveyard': 'volute-3',
  'volute-card-exiled-in-response': 'volute-4',
  'volute-targets-and-enchants': 'volute-5',
  'volute-target-gone': 'volute-5',
  'volute-falls-off-cremate': 'volute-6',
  'volute-falls-off-flashback': 'volute-6',
  'helix-leaves': 'helix-1',
  'helix-imprinted-card-leaves': 'helix-2',
  'helix-cast-during-resolution': 'helix-3',
  'helix-same-name-one-copy': 'helix-4',
  'helix-copy-not-cast': 'helix-5',
  'helix-only-one-imprinted': 'helix-6',
  'helix-x-is-zero': 'helix-7',
  'helix-additional-cost': 'helix-7',
  'helix-cant-cast-prohibited': 'helix-8',
  'helix-cant-cast-no-target': 'helix-9',
  'helix-copy-in-exile': 'helix-10',
  'helix-both-optional': 'helix-11',
  'helix-split-card-name': 'helix-12',
  'helix-split-card-copied': 'helix-12',
  'helix-copy-is-not-a-card': null,
  'spider-verse-copy-keeps-x': 'spider-verse-1',
  'spider-verse-permanent-copy-token': 'spider-verse-1',
  'spider-verse-one-spider-one-legend': 'spider-verse-2',
  'spider-verse-spiders-and-legends': 'spider-verse-3',
  'spider-verse-once-each-turn-stack': 'spider-verse-4',
  'spider-verse-declining-keeps-it': 'spider-verse-4',
  'spider-verse-copies-volute-copy': null,
  'savant-several-savants': 'savant-1',
  'savant-choose-which-copy': 'savant-2',
  'savant-mandatory-additional-cost': 'savant-3',
  'savant-optional-additional-cost': 'savant-3',
  'savant-x-is-zero': 'savant-4',
  'savant-cast-from-exile': 'savant-5',
  'savant-panic-outside-combat': 'savant-5',
  'savant-panic-in-combat': 'savant-5',
};

/** Lesson folder and id prefix of each gallery group; the card a group's lessons are about. */
const GROUPS: Record<(typeof LESSON_GROUPS)[number], { folder: string; card: string | null }> = {
  'General rulings': { folder: 'general', card: null },
  'Spellweaver Volute': { folder: 'volute', card: 'Spellweaver Volute' },
  'Spellweaver Helix': { folder: 'helix', card: 'Spellweaver Helix' },
  'Spider-Verse': { folder: 'spider-verse', card: 'Spider-Verse' },
  'Arcane Savant': { folder: 'savant', card: 'Arcane Savant' },
};

interface LessonDoc {
  title?: string;
  script?: unknown[];
  lesson?: { card?: string; ruling?: string; rules?: string[]; steps?: string[] };
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^a-z0-9{}'"]+/g, ' ')
    .trim()
    .split(' ');

/** Runs of `n` consecutive words, as strings. */
function shingles(text: string, n: number): Set<string> {
  const w = words(text);
  const out = new Set<string>();
  for (let i = 0; i + n <= w.length; i++) out.add(w.slice(i, i + n).join(' '));
  return out;
}

describe('lessons: the gallery', () => {
  it('has unique ids, known groups, and the groups in gallery order', () => {
    expect(new Set(LESSONS.map((l) => l.id)).size).toBe(LESSONS.length);
    const order = LESSONS.map((l) => LESSON_GROUPS.indexOf(l.group as (typeof LESSON_GROUPS)[number]));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const g of LESSON_GROUPS) expect(LESSONS.some((l) => l.group === g)).toBe(true);
  });

  it("registers every lesson file, each in its group's folder", () => {
    const dir = dirname(fileURLToPath(import.meta.url));
    const files = Object.values(GROUPS).flatMap((g) =>
      readdirSync(join(dir, g.folder))
        .filter((f) => f.endsWith('.json'))
        .map((f) => `${g.folder}/${f}`),
    );
    expect(files.length).toBe(LESSONS.length);
    for (const l of LESSONS) expect(l.id.startsWith(`${GROUPS[l.group as keyof typeof GROUPS].folder}-`)).toBe(true);
  });

  it('is listed in the README, one line per lesson with its title, rules and id', () => {
    const readme = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('\n## Lessons\n'));
    expect(section.length).toBeGreaterThan(100);
    for (const l of LESSONS) {
      const rules = (l.doc as LessonDoc).lesson?.rules ?? [];
      expect(section).toContain(`- ${l.title} — CR ${rules.join(', ')} (\`${l.id}\`)`);
    }
  });

  it("covers every one of the 35 seed rulings, in the seed files' order within each group", () => {
    expect(Object.keys(RULINGS)).toHaveLength(35);
    expect(Object.keys(RULING_OF).sort()).toEqual(LESSONS.map((l) => l.id).sort());
    for (const key of Object.keys(RULINGS)) expect(Object.values(RULING_OF)).toContain(key);
    for (const g of LESSON_GROUPS) {
      const keys = LESSONS.filter((l) => l.group === g).map((l) => RULING_OF[l.id]);
      const index = keys.map((k) => (k === null || k === undefined ? Infinity : Object.keys(RULINGS).indexOf(k)));
      expect(index).toEqual([...index].sort((a, b) => a - b));
    }
  });

  describe.each(LESSONS.map((l) => [l.id, l] as const))('%s', (id, entry) => {
    const doc = entry.doc as LessonDoc;

    it('restores with no problems and no warnings, and replays without error', () => {
      const r = restore(entry.doc);
      expect(r.ok ? r.warnings : r.problems).toEqual([]);
      const played = playLesson(id);
      expect(played.replay.error).toBeNull();
      expect(played.replay.steps).toHaveLength(doc.script?.length ?? 0);
      expect(played.final.pendingDecision).toBeNull();
      expect(played.final.gameOver).toBeNull();
    });

    it('has a title, a ruling with rule numbers, and one step per script action', () => {
      expect(entry.title).toBe(doc.title);
      expect(doc.title?.length).toBeGreaterThan(10);
      const lesson = doc.lesson;
      expect(lesson?.ruling?.length).toBeGreaterThan(80);
      expect(lesson?.rules?.length).toBeGreaterThan(0);
      // The ruling cites its rules, and every rule it cites is listed.
      const cited = [...(lesson?.ruling ?? '').matchAll(/CR ((?:\d{3}(?:\.\d+[a-z]?)?(?:-[a-z])?(?:, )?)+)/g)].flatMap(
        (m) => (m[1] ?? '').match(/\d{3}(?:\.\d+[a-z]?)?/g) ?? [],
      );
      expect(cited.length).toBeGreaterThan(0);
      for (const rule of cited) expect(lesson?.rules).toContain(rule);
      expect(doc.script?.length).toBeGreaterThan(0);
      expect(lesson?.steps).toHaveLength(doc.script?.length ?? -1);
      for (const step of lesson?.steps ?? []) expect(step.trim().length).toBeGreaterThan(10);
      const card = GROUPS[entry.group as keyof typeof GROUPS].card;
      if (card) expect(lesson?.card).toBe(card);
      else expect(poolNames).toContain(lesson?.card);
    });

    it('explains the ruling in its own words: no official sentence, nor any run of 8 of its words', () => {
      const text = [doc.title ?? '', doc.lesson?.ruling ?? '', ...(doc.lesson?.steps ?? [])].join(' \n ');
      const ours = shingles(text, 8);
      const flat = ` ${words(text).join(' ')} `;
      for (const [key, official] of Object.entries(RULINGS)) {
        for (const sentence of official.split(/(?<=[.!?])\s+/)) {
          expect(flat.includes(` ${words(sentence).join(' ')} `), `${key}: "${sentence}"`).toBe(false);
        }
        const copied = [...shingles(official, 8)].filter((s) => ours.has(s));
        expect(copied, `${key}: ${copied.join(' | ')}`).toEqual([]);
      }
    });
  });
});
