/**
 * The classroom panel: start presenting (server address, name), the join link to share, the
 * connection, who is watching (and whether each student follows), and for a student: explore
 * alone / re-join the teacher's step / leave.
 */
import { useEffect, useRef, useState } from 'react';
import { gameStore } from '../../store';
import { classroomState, useClassroom } from './classroom-state';
import { checkServer, defaultServer } from './join-link';
import { detach, leave, present, rejoin, retryNow } from './session';

function Watchers() {
  const peers = useClassroom((s) => s.peers);
  return (
    <div className="classroom-peers">
      <h3>Watching ({peers.length})</h3>
      <ul data-testid="classroom-peers">
        {peers.map((p) => (
          <li key={p.id} data-testid="classroom-peer">
            <span className={`peer-role peer-${p.role}`}>{p.role}</span> {p.name}
            {p.me ? ' (you)' : ''}
            {p.role === 'student' && (
              <span className="muted">
                {' '}
                · {p.following ? 'following' : 'exploring'}
                {p.step !== null ? ` · step ${p.step}` : ''}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Start() {
  const [server, setServer] = useState(() => defaultServer(window.location));
  const [name, setName] = useState('Teacher');
  const problem = checkServer(server);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!problem) present(server, name.trim().slice(0, 40) || 'Teacher');
      }}
    >
      <p className="muted">
        Students open the join link and follow every step live; each may explore alone and re-join. Needs the classroom
        server on this network: <code>npm run classroom</code>.
      </p>
      <label>
        Server{' '}
        <input
          value={server}
          onChange={(e) => setServer(e.target.value)}
          data-testid="classroom-server"
          spellCheck={false}
        />
      </label>
      {problem && (
        <p className="classroom-problem" role="alert">
          {problem}
        </p>
      )}
      <label>
        Your name <input value={name} maxLength={40} onChange={(e) => setName(e.target.value)} />
      </label>
      <button type="submit" className="primary" disabled={!!problem} data-testid="classroom-start">
        Start presenting
      </button>
    </form>
  );
}

/** The server has not been reached yet: no join link (it could not work), a way to try again. */
function NotReached({ stop }: { stop: string }) {
  const status = useClassroom((s) => s.status);
  return (
    <div className="classroom-buttons">
      {status === 'unreachable' && (
        <button type="button" className="primary" onClick={retryNow}>
          Try now
        </button>
      )}
      <button type="button" onClick={leave}>
        {stop}
      </button>
    </div>
  );
}

function Teacher() {
  const joinUrl = useClassroom((s) => s.joinUrl);
  // The link works once the server has been reached (after a loss it works again on reconnecting).
  const reached = useClassroom((s) => s.status === 'connected' || s.status === 'lost');
  if (!reached) return <NotReached stop="Stop presenting" />;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(joinUrl ?? '');
      gameStore.getState().toast('info', 'Join link copied.');
    } catch {
      gameStore.getState().toast('info', 'Select the join link and copy it.');
    }
  };
  return (
    <>
      <label>
        Join link{' '}
        <input readOnly value={joinUrl ?? ''} data-testid="classroom-join-link" onFocus={(e) => e.target.select()} />
      </label>
      <div className="classroom-buttons">
        <button type="button" onClick={() => void copy()}>
          Copy join link
        </button>
        <button type="button" onClick={leave}>
          Stop presenting
        </button>
      </div>
    </>
  );
}

function Student() {
  const following = useClassroom((s) => s.following);
  const step = useClassroom((s) => s.teacherStep);
  const unreachable = useClassroom((s) => s.status === 'unreachable');
  if (unreachable) return <NotReached stop="Leave the class" />;
  return (
    <div className="classroom-buttons">
      {following ? (
        <button type="button" onClick={detach} data-testid="classroom-detach">
          Explore on my own
        </button>
      ) : (
        <button type="button" className="primary" onClick={rejoin} data-testid="classroom-rejoin">
          Re-join the teacher{step !== null ? ` (step ${step})` : ''}
        </button>
      )}
      <button type="button" onClick={leave}>
        Leave the class
      </button>
    </div>
  );
}

export function ClassroomPanel() {
  const role = useClassroom((s) => s.role);
  const message = useClassroom((s) => s.message);
  const status = useClassroom((s) => s.status);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') classroomState.setState({ panelOpen: false });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div className="classroom-panel" role="dialog" aria-label="Live classroom" ref={box} data-testid="classroom-panel">
      <h2 className="panel-title">Live classroom</h2>
      {role && (
        <p className={`classroom-status status-${status}`} data-testid="classroom-status">
          {status === 'connected'
            ? 'Connected'
            : status === 'connecting'
              ? 'Connecting…'
              : status === 'lost'
                ? 'Connection lost — reconnecting…'
                : "Can't reach the classroom server"}
        </p>
      )}
      {message && (
        <p className="classroom-message" role="status" data-testid="classroom-message">
          {message}
        </p>
      )}
      {role === null && <Start />}
      {role === 'teacher' && <Teacher />}
      {role === 'student' && <Student />}
      {/* Who is watching is known only while connected (else it would list just you). */}
      {role && status === 'connected' && <Watchers />}
      <button
        type="button"
        className="small classroom-close"
        onClick={() => classroomState.setState({ panelOpen: false })}
      >
        Close
      </button>
    </div>
  );
}
