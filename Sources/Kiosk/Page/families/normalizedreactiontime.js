// Reaction time by touch (families/normalizedreactiontime.css): ResearchKit's grey square with the
// blue circle in its middle, the circle shown while the server says the stimulus is due; a finger
// anywhere reaches the server as a touch. The frame that first paints each attempt's circle is
// reported as `shown`: the time its animation frame callbacks run (performance.now() there, just
// before the paint; the frame's own time stamp can precede the change in headless Chromium), sent
// as an age on the clock of the pointer events' time stamps, so the server maps both alike.
"use strict";

let reactionShown = null;

function buildReaction(s) {
  reactionShown = null;
  return [element("div", { class: "body center" },
    ...heading(s).filter(Boolean),
    element("p", { id: "activity-status", class: "activity-status", "aria-live": "assertive" }),
    element("div", { class: "reaction-field" }, element("div", { id: "reaction-circle", class: "reaction-circle" })))];
}

function updateReaction(s) {
  document.getElementById("reaction-circle").classList.toggle("shown", Boolean(s.stimulus));
  if (!s.stimulus || reactionShown === s.game) return;
  reactionShown = s.game;
  requestAnimationFrame(() => {
    const painted = performance.now();
    send({ command: "shown", age: Math.max(0, performance.now() - painted) });
  });
}

registerView("normalizedReactionTime", { build: buildReaction, update: updateReaction });
