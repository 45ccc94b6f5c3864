/** The lesson gallery's groups, in display order: the card a lesson is about, or "General rulings". */
export const LESSON_GROUPS = [
  'General rulings',
  'Spellweaver Volute',
  'Spellweaver Helix',
  'Spider-Verse',
  'Arcane Savant',
] as const;
