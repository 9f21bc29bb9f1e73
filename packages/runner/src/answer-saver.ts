// Lazy answer session plus debounced temporary saves that flush on step change and page hide, so nothing is lost.
import type { Answers } from '@forms-engine/model';
import { type AnswerSession, isRetryable, RETRY_DELAYS_MS } from './api.ts';

export const TEMP_SAVE_DEBOUNCE_MS = 400;

export interface AnswerSaverDeps {
  createSession(): Promise<AnswerSession>;
  save(sessionId: string, tempResponse: Answers, keepalive: boolean): Promise<void>;
  log(message: string, error?: unknown): void;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  onSession?(session: AnswerSession): void;
  /** Saves into the session still being opened, when its id is known already (keepalive); false otherwise. */
  saveWhileOpening?(tempResponse: Answers): boolean;
}

export class AnswerSaver {
  private session: AnswerSession | null = null;
  private creating: Promise<AnswerSession | null> | null = null;
  private pending: Answers | null = null;
  private timer: unknown = null;
  private flushAfterSession = false;
  private generation = 0;
  /** Counts the saves sent, so a failed one is repeated only while no newer one was sent after it. */
  private saveSeq = 0;
  /** Repeats of the latest save since one last went through. */
  private retries = 0;

  constructor(
    private readonly deps: AnswerSaverDeps,
    private readonly delayMs = TEMP_SAVE_DEBOUNCE_MS,
  ) {}

  get currentSession(): AnswerSession | null {
    return this.session;
  }

  /** Records an answer change: creates the session on the first one, then saves after the debounce. */
  update(answers: Answers): void {
    this.pending = answers;
    this.ensureSession();
    this.schedule();
  }

  /** Saves pending answers now (step change, page hide); `keepalive` lets the request outlive the page. */
  flush(keepalive = false): void {
    this.cancelTimer();
    if (!this.pending) return;
    if (!this.session) {
      // The page is being left before the session's id came back: save with the id the page chose, if it did
      // (the call may already have been cancelled by the leaving, so `creating` is not asked).
      if (keepalive) this.deps.saveWhileOpening?.(this.pending);
      this.flushAfterSession = true;
      return;
    }
    const answers = this.pending;
    const sessionId = this.session.sessionId;
    const seq = ++this.saveSeq;
    this.pending = null;
    this.deps.save(sessionId, answers, keepalive).then(
      () => {
        if (seq === this.saveSeq) this.retries = 0;
      },
      (error) => {
        this.deps.log('Failed to save temporary response', error);
        this.retryLater(error, seq, sessionId, answers);
      },
    );
  }

  /**
   * A save that failed on a dropped connection or a balancer's 502/503/504 is sent again after a pause. A save
   * replaces the session's answers with all of them, so repeating it is safe; it is not repeated once a newer
   * save was sent or newer answers wait (they carry these too), nor after the session changed.
   */
  private retryLater(error: unknown, seq: number, sessionId: string, answers: Answers): void {
    if (!isRetryable(error) || seq !== this.saveSeq || this.pending) return;
    if (this.session?.sessionId !== sessionId || this.retries >= RETRY_DELAYS_MS.length) return;
    this.pending = answers;
    this.cancelTimer();
    this.timer = this.deps.setTimer(
      () => {
        this.timer = null;
        this.flush();
      },
      RETRY_DELAYS_MS[this.retries++],
    );
  }

  /** Waits for a session being created, so a submit can carry _sessionInfo. */
  async ready(): Promise<AnswerSession | null> {
    if (this.creating) await this.creating;
    return this.session;
  }

  /**
   * The answer session, created now if there is none yet (uploads tie the document to it). A reset while it is being
   * created (the form starting over: on /embed the runner's start right after it takes over the page) gives the
   * session opened after that reset, not none, so an upload begun in that instant is tied to the session its
   * answer is then saved in.
   */
  async ensure(): Promise<AnswerSession | null> {
    for (let tries = 1; ; tries++) {
      const generation = this.generation;
      this.ensureSession();
      const session = await this.ready();
      if (session || generation === this.generation || tries === 3) return session;
    }
  }

  /** Continues an existing answer session (a respondent coming back): later saves go to it. */
  adopt(session: AnswerSession): void {
    this.reset();
    this.session = session;
  }

  /** Forgets the session and pending answers (new config, new form id, Start Over). */
  reset(): void {
    this.cancelTimer();
    this.generation++;
    this.retries = 0;
    this.session = null;
    this.creating = null;
    this.pending = null;
    this.flushAfterSession = false;
  }

  private ensureSession(): void {
    if (this.session || this.creating) return;
    const generation = this.generation;
    this.creating = this.deps
      .createSession()
      .then((session) => {
        if (generation !== this.generation) return null;
        this.session = session;
        this.deps.onSession?.(session);
        if (this.flushAfterSession) {
          this.flushAfterSession = false;
          this.flush();
        }
        return session;
      })
      .catch((error: unknown) => {
        const statusText = error instanceof Error ? error.message : String(error);
        this.deps.log(`Failed to initialize session: ${statusText}`, error);
        return null;
      })
      .finally(() => {
        if (generation === this.generation) this.creating = null;
      });
  }

  private schedule(): void {
    this.cancelTimer();
    this.timer = this.deps.setTimer(() => {
      this.timer = null;
      this.flush();
    }, this.delayMs);
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
  }
}
