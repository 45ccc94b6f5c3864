/** Meddling Mage — Creature — Human Wizard. */
import type { CardDef } from '../../engine';

export const meddlingMage: CardDef = {
  name: 'Meddling Mage',
  manaCost: '{W}{U}',
  typeLine: 'Creature \u2014 Human Wizard',
  oracle: "As this creature enters, choose a nonland card name.\nSpells with the chosen name can't be cast.",
  power: 2,
  toughness: 2,
  scryfallId: '176f84c6-aa5e-449c-bd2b-cc91a898f0c7',
  asEnters: 'chooseNonlandCardName',
  statics: [{ affects: { players: 'each' }, cant: [{ cast: { chosenName: true } }] }],
};
