// The flanker test (families/flanker.css): the step's text, a fixation cross between rows, the
// row of five arrows, and the left and right buttons; a finger on a button reaches the server as
// a touch, the keyboard as a cell.
"use strict";

function buildFlanker(s) {
  stage(s, "flanker-button", (index) => send({ command: "cell", index }));
  return [element("div", { class: "activity-head" },
    element("p", { class: "flanker-text" }, s.text || ""),
    element("p", { id: "flanker-row", class: "flanker-row", "aria-live": "assertive" }))];
}

function updateFlanker(s) {
  const row = document.getElementById("flanker-row");
  row.textContent = s.arrows ? Array.from(s.arrows, (arrow) => (arrow === "<" ? "←" : "→")).join("") : s.fixation ? "+" : "";
  row.dataset.arrows = s.arrows || "";
}

registerView("flanker", { build: buildFlanker, update: updateFlanker });
