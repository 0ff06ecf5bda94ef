import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  getRemainingSeconds,
  isCountdownRunning,
  pauseCountdown,
  resumeCountdown,
  SEARCH_RESULTS_COUNTDOWN_SECONDS,
  startCountdown,
  TRIP_SUMMARY_COUNTDOWN_SECONDS,
  tickCountdown,
} from './countdown.ts';

const t0 = new Date('2027-03-10T12:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe('startCountdown', () => {
  it('runs 15 minutes on results and 8 on the trip summary', () => {
    expect(SEARCH_RESULTS_COUNTDOWN_SECONDS).toBe(900);
    expect(TRIP_SUMMARY_COUNTDOWN_SECONDS).toBe(480);
    const timer = startCountdown(SEARCH_RESULTS_COUNTDOWN_SECONDS, t0);
    expect(getRemainingSeconds(timer, t0)).toBe(900);
    expect(getRemainingSeconds(timer, at(60.5))).toBe(840);
    expect(isCountdownRunning(timer)).toBe(true);
  });
  it('resumes from remaining seconds when there are some', () => {
    expect(getRemainingSeconds(startCountdown(480, t0, 125), t0)).toBe(125);
    expect(getRemainingSeconds(startCountdown(480, t0, 0), t0)).toBe(480);
    expect(getRemainingSeconds(startCountdown(480, t0, 9999), t0)).toBe(480);
  });
  it('never shows more than its duration when the clock is set back', () => {
    expect(getRemainingSeconds(startCountdown(480, t0), at(-90))).toBe(480);
  });
});

describe('tickCountdown', () => {
  it('sets the finished flag at the end and not before', () => {
    const timer = startCountdown(480, t0);
    expect(tickCountdown(timer, at(479))).toBe(timer);
    const done = tickCountdown(timer, at(481));
    expect(done.finished).toBe(true);
    expect(getRemainingSeconds(done, at(600))).toBe(0);
    expect(tickCountdown(done, at(700))).toBe(done);
  });
});

describe('pauseCountdown', () => {
  it('freezes the time left until resumed', () => {
    const paused = pauseCountdown(startCountdown(480, t0), at(100));
    expect(isCountdownRunning(paused)).toBe(false);
    expect(getRemainingSeconds(paused, at(1000))).toBe(380);
    expect(pauseCountdown(paused, at(200))).toBe(paused);
    const resumed = resumeCountdown(paused, at(1000));
    expect(getRemainingSeconds(resumed, at(1080))).toBe(300);
    expect(resumeCountdown(resumed, at(1100))).toBe(resumed);
  });
  it('finishes when paused after the end, and a finished timer does not resume', () => {
    const late = pauseCountdown(startCountdown(60, t0), at(90));
    expect(late.finished).toBe(true);
    expect(resumeCountdown(late, at(100))).toBe(late);
  });
});

describe('formatCountdown', () => {
  it('shows mm:ss', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});
