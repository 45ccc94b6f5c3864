/**
 * Link sizes: characters of the share link for a 20-card and a 60-card board (targets 1,000 and
 * 2,000), and the ratio to base64 of the plain JSON.
 */
import { encodeLink } from '../src/scenario/link/codec';
import { restore } from '../src/scenario/pool';
import { figure, type Figure } from './stats';

const CARDS = [
  'Island',
  'Forest',
  'Mountain',
  'Plains',
  'Swamp',
  'Lightning Bolt',
  'Shock',
  'Divination',
  'Counterspell',
  'Opt',
  'Fire // Ice',
  'Cremate',
  'Think Twice',
  'Grizzly Bears',
  'Llanowar Elves',
  'Giant Spider',
  'Birds of Paradise',
  'Spellweaver Volute',
  'Spider-Verse',
  'Pacifism',
];

/** A board of `n` varied cards across both players' zones, with a few states set. */
export function linkBoard(n: number): object {
  const zones = ['battlefield', 'hand', 'graveyard', 'library', 'exile'] as const;
  const players: Record<string, Record<string, unknown[]>> = { p1: {}, p2: {} };
  for (let i = 0; i < n; i++) {
    const p = players[i % 2 ? 'p2' : 'p1'] as Record<string, unknown[]>;
    const z = zones[(i >> 1) % zones.length] as string;
    const card = CARDS[(i * 7) % CARDS.length] as string;
    const entry =
      z === 'battlefield' && i % 5 === 0
        ? { card, tapped: true }
        : card === 'Spellweaver Volute' || card === 'Pacifism'
          ? 'Island'
          : card;
    (p[z] ??= []).push(entry);
  }
  const r = restore({
    format: 'stackyard/scenario@1',
    title: `A ${n}-card board`,
    turn: { number: 4, active: 'p2', phase: 'main1' },
    players,
  });
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.scenario;
}

export function linkFigures(base = 'http://localhost:5173/'): Figure[] {
  const out: Figure[] = [];
  for (const [n, target] of [
    [20, 1000],
    [60, 2000],
  ] as const) {
    const doc = linkBoard(n);
    const link = encodeLink(doc, [], base);
    const plain = Buffer.from(JSON.stringify(doc)).toString('base64').length + base.length + 3;
    out.push(figure('links', `${n}-card board link`, link.length, 'chars', target));
    out.push(
      figure(
        'links',
        `${n}-card board link ÷ base64 of plain JSON`,
        link.length / plain,
        '×',
        null,
        `base64 JSON link would be ${plain} chars`,
      ),
    );
  }
  return out;
}
