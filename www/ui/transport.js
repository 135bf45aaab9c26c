// The run's controls: buttons, the speed slider and the keys. They only emit mode-machine
// events (see modes.js); what the buttons show comes back through `render`.

import { t } from '../i18n/index.js';

/** Speeds the slider picks from, in steps per second. */
export const SPEEDS = Object.freeze([1, 2, 4, 8, 15, 30, 60, 120, 250, 500, 1000]);

export const speedAt = (index) => SPEEDS[Math.max(0, Math.min(SPEEDS.length - 1, Math.round(Number(index) || 0)))];
export const speedText = (stepsPerSecond) => t('speed.value', { speed: stepsPerSecond });

/** Where a key press belongs to the page rather than to a field being typed in. */
function isTyping(target) {
  if (!target || typeof target.tagName !== 'string') return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  // The speed slider uses the arrow keys itself, but has no use for the space bar.
  if (tag === 'INPUT' && target.type === 'range') return 'slider';
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

/** A focused control that the space bar activates itself (a button, a link, a checkbox). */
function pressesOnSpace(target) {
  if (!target || typeof target.tagName !== 'string') return false;
  return target.tagName === 'BUTTON' || target.tagName === 'A' || target.tagName === 'SUMMARY';
}

const isSpace = (event) => event.key === ' ' || event.code === 'Space';

/** The mode-machine event a key press stands for, or null. Pure, for testing. */
export function eventForKey(event) {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const typing = isTyping(event.target);
  if (isSpace(event)) return typing === true || pressesOnSpace(event.target) ? null : 'play';
  if (event.key === 'Escape') return 'escape';
  if (typing) return null;
  // On the focused board the arrows (and a game's other cursor keys, taken there) move its cursor instead (see board-input.js).
  if (event.target.id === 'board' && (event.key.startsWith('Arrow') || event.defaultPrevented)) return null;
  return { ArrowRight: 'step', ArrowLeft: 'back', End: 'end' }[event.key] ?? null;
}

/** Wires the transport; `emit(event)` receives mode-machine events. The speed is read when needed. */
export function createTransport(doc, { emit }) {
  const $ = (id) => doc.getElementById(id);
  const buttons = {
    step: $('step'), back: $('back'), play: $('play'), end: $('end'), reset: $('reset'), cancel: $('cancel'),
  };
  for (const [event, button] of Object.entries(buttons)) {
    button.addEventListener('click', () => emit(event));
  }
  const slider = $('speed');
  const out = $('speed-out');
  const showSpeed = () => {
    const text = speedText(speedAt(slider.value));
    out.textContent = text;
    slider.setAttribute('aria-valuetext', text);
  };
  slider.addEventListener('input', showSpeed);
  showSpeed();

  doc.addEventListener('keydown', (event) => {
    const name = eventForKey(event);
    if (name === null) return;
    event.preventDefault();
    if (!(name === 'play' && event.repeat)) emit(name);
  });

  return {
    speed: () => speedAt(slider.value),
    /** Words the speed again (the language changed). */
    refresh: showSpeed,
    /** Puts the speed slider at position `index`. */
    setSpeed(index) {
      slider.value = String(index);
      showSpeed();
    },
    /** Shows what `controlsFor` (modes.js) says for the current mode and step. */
    render(controls) {
      buttons.play.textContent = t(controls.playLabel);
      buttons.play.setAttribute('aria-pressed', String(controls.playing));
      buttons.end.textContent = t(controls.endLabel);
      buttons.end.setAttribute('aria-pressed', String(controls.ending));
      buttons.step.disabled = controls.stepDisabled;
      buttons.play.disabled = controls.playDisabled;
      buttons.end.disabled = controls.endDisabled;
      buttons.back.disabled = controls.backDisabled;
      buttons.cancel.hidden = !controls.cancelShown;
    },
  };
}
