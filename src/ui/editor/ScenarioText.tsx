/**
 * The document's words: title, and the lesson text — the card it is filed under in the gallery,
 * the ruling, the rules it shows (CR numbers, each explained) and, when the board has a script,
 * one sentence per step.
 */
import { useState } from 'react';
import { parseRules, removeScript, setLesson, setTitle } from '../../scenario/editor';
import { editorStore, useEditor } from '../../store/editor';
import { scriptWords } from '../lessons/script-words';
import { RuleRef } from '../log/RuleRef';

function RulesField({ rules }: { rules: string[] }) {
  const [draft, setDraft] = useState<string | null>(null);
  const parsed = parseRules(draft ?? '');
  return (
    <label className="field">
      <span className="field-label">Rules it shows (CR numbers)</span>
      <input
        type="text"
        value={draft ?? rules.join(', ')}
        placeholder="704.5m, 400.7"
        data-testid="lesson-rules"
        aria-invalid={parsed.bad.length > 0 || undefined}
        onChange={(e) => {
          setDraft(e.target.value);
          editorStore
            .getState()
            .apply((d) => setLesson(d, { rules: parseRules(e.target.value).rules }), 'lesson-rules');
        }}
        onBlur={() => setDraft(null)}
      />
      {parsed.bad.length > 0 && (
        <span className="field-error" role="alert">
          Not rule numbers: {parsed.bad.join(', ')}
        </span>
      )}
      {rules.length > 0 && (
        <span className="ed-rule-refs">
          {rules.map((r) => (
            <RuleRef key={r} rule={r} />
          ))}
        </span>
      )}
    </label>
  );
}

export function ScenarioText() {
  const doc = useEditor((s) => s.doc);
  const apply = editorStore.getState().apply;
  const lesson = doc.lesson ?? {};
  const script = doc.script ?? [];
  return (
    <section className="ed-section" aria-labelledby="text-title">
      <h2 id="text-title" className="ed-title">
        Title and lesson
      </h2>
      <label className="field">
        <span className="field-label">Title</span>
        <input
          type="text"
          value={doc.title ?? ''}
          maxLength={200}
          data-testid="edit-title"
          onChange={(e) => apply((d) => setTitle(d, e.target.value), 'title')}
        />
      </label>
      <label className="field">
        <span className="field-label">Card it is about (gallery group)</span>
        <input
          type="text"
          value={lesson.card ?? ''}
          onChange={(e) => apply((d) => setLesson(d, { card: e.target.value }), 'lesson-card')}
        />
      </label>
      <label className="field">
        <span className="field-label">Ruling, in your words</span>
        <textarea
          rows={4}
          value={lesson.ruling ?? ''}
          data-testid="lesson-ruling"
          onChange={(e) => apply((d) => setLesson(d, { ruling: e.target.value }), 'lesson-ruling')}
        />
      </label>
      <RulesField rules={lesson.rules ?? []} />
      {script.length > 0 && (
        <fieldset className="ed-steps">
          <legend className="field-label">Steps: one sentence per script action</legend>
          <ol>
            {script.map((action, i) => (
              <li key={i}>
                <label className="field">
                  <span className="field-hint">{scriptWords(action)}</span>
                  <textarea
                    rows={2}
                    value={lesson.steps?.[i] ?? ''}
                    placeholder={scriptWords(action)}
                    onChange={(e) =>
                      apply(
                        (d) =>
                          setLesson(
                            d,
                            { steps: Object.assign([...(d.lesson?.steps ?? [])], { [i]: e.target.value }) },
                            (j) => scriptWords(script[j]!),
                          ),
                        `step-${i}`,
                      )
                    }
                  />
                </label>
              </li>
            ))}
          </ol>
          <p className="field-hint">
            The script was written for the board it came with; if your edits break it, remove it and play freely.
          </p>
          <button type="button" onClick={() => apply(removeScript)}>
            Remove the script
          </button>
        </fieldset>
      )}
    </section>
  );
}
