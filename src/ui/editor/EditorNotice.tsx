/** The last refusal (an illegal attachment, an impossible value) with its reason, until the next edit or dismissal. */
import { editorStore, useEditor } from '../../store/editor';

export function EditorNotice() {
  const notice = useEditor((s) => s.notice);
  return (
    <div className="ed-notice-slot" role="alert" aria-atomic="true">
      {notice && (
        <p key={notice.seq} className={`ed-notice ed-notice-${notice.kind}`} data-testid="editor-notice">
          <span>
            {notice.kind === 'refused' ? 'Refused: ' : ''}
            {notice.text}
          </span>
          <button
            type="button"
            className="link"
            aria-label="Dismiss"
            onClick={() => editorStore.getState().clearNotice()}
          >
            ×
          </button>
        </p>
      )}
    </div>
  );
}
