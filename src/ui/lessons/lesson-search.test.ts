import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../scenario/lessons';
import { explainRule } from '../rules-glossary';
import { galleryLesson } from '../../scenario/lessons/gallery-lesson';
import { fold, lessonRecord, rulesIndex, ruleUnder, searchLessons } from './lesson-search';

const records = LESSONS.map((l) =>
  lessonRecord({ ...l, rules: galleryLesson(l).rules }, galleryLesson(l), explainRule),
);
const ids = (query: string) => searchLessons(records, query).map((r) => r.id);

describe('lesson gallery search', () => {
  it('a blank query lists every lesson', () => {
    expect(ids('  ')).toHaveLength(LESSONS.length);
  });

  it('finds lessons by rule number, exactly or by family', () => {
    const m = ids('704.5m');
    expect(m).toContain('volute-nothing-to-attach');
    expect(m).toContain('volute-falls-off-cremate');
    expect(
      m.every(
        (id) =>
          records.find((r) => r.id === id)!.rules.some((rule) => rule === '704.5m') ||
          records.find((r) => r.id === id)!.text.includes('704.5m'),
      ),
    ).toBe(true);
    expect(ids('CR704.5m')).toEqual(m);
    expect(ids('704.5').length).toBeGreaterThan(m.length);
    expect(ruleUnder('704.5m', '704.5')).toBe(true);
    expect(ruleUnder('704.50', '704.5')).toBe(false);
    expect(ruleUnder('704.5m', '704')).toBe(true);
  });

  it('finds lessons by a card on their board, by title words and by ruling text, every word counting', () => {
    expect(ids('Pili-Pala')).toContain('general-untap-symbol');
    expect(ids('pili pala')).toContain('general-untap-symbol');
    expect(ids('Cremate')).toContain('volute-falls-off-cremate');
    expect(ids('split card')).toEqual(expect.arrayContaining(['helix-split-card-name', 'helix-split-card-copied']));
    expect(ids('volute flashback')).toEqual(['volute-falls-off-flashback']);
    expect(ids('zzzz')).toEqual([]);
  });

  it('browses by rule in CR order, each rule explained', () => {
    const index = rulesIndex(records, explainRule);
    const rules = index.map((g) => g.rule);
    expect(rules.indexOf('106.5')).toBeLessThan(rules.indexOf('106.12'));
    expect(rules.indexOf('704.5e')).toBeLessThan(rules.indexOf('704.5m'));
    const m = index.find((g) => g.rule === '704.5m')!;
    expect(m.title).toBe('Auras fall off');
    expect(m.lessons.map((l) => l.id)).toContain('volute-nothing-to-attach');
  });

  it('folds case, accents and punctuation', () => {
    expect(fold('Isamaru, Hound of Kondā — 704.5m.')).toBe('isamaru hound of konda 704.5m');
  });
});
