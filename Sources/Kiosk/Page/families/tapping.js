// The tapping test (families/tapping.css): the two round targets, the timer and the taps so far.
"use strict";

function buildTapping(s) {
  stage(s, "target", (index) => send({ command: "press", side: index === 0 ? "left" : "right" }), t("tapButton"));
  return [element("div", { class: "activity-head" },
    ...heading(s).filter(Boolean),
    element("p", { id: "remaining", class: "big", role: "timer", "aria-live": "off" }),
    countLine())];
}

function updateTapping(s) {
  document.getElementById("count").textContent = s.started ? t("tapsSoFar", s.score) : t("timeStartsAtFirstTap");
}

registerView("tapping", { build: buildTapping, update: updateTapping });
