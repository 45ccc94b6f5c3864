/**
 * What the classroom shows (a small zustand store without Yjs, so the header can read it
 * before the classroom's code is loaded): the role, the connection, who is watching, whether
 * this student follows the teacher, and the last message.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** Someone in the class, from the awareness (presence) of the connection. */
export interface Peer {
  id: number;
  name: string;
  role: 'teacher' | 'student';
  following: boolean;
  step: number | null;
  me: boolean;
}

export interface ClassroomState {
  role: 'teacher' | 'student' | null;
  /** connecting; connected (and synced); unreachable (never connected); lost (was connected). */
  status: 'connecting' | 'connected' | 'unreachable' | 'lost';
  server: string;
  room: string;
  joinUrl: string | null;
  peers: Peer[];
  following: boolean;
  /** A student's class has no board yet (a stale link, or the teacher has not started). */
  waiting: boolean;
  teacherStep: number | null;
  message: string | null;
  panelOpen: boolean;
}

export const INITIAL_CLASSROOM: ClassroomState = {
  role: null,
  status: 'connecting',
  server: '',
  room: '',
  joinUrl: null,
  peers: [],
  following: true,
  waiting: false,
  teacherStep: null,
  message: null,
  panelOpen: false,
};

export const classroomState = createStore<ClassroomState>()(() => INITIAL_CLASSROOM);

export function useClassroom<T>(selector: (s: ClassroomState) => T): T {
  return useStore(classroomState, selector);
}

/** The classroom's code (Yjs, y-websocket), loaded on first use. */
export const loadClassroom = () => import('./session');
