// The PSAT (families/psat.css): the step's text, the digit (a dash between digits; "Listen" when
// spoken), the addition's number, and the keypad of sums 3 to 17; a finger on a key reaches the
// server as a touch, the keyboard as a cell.
"use strict";

function buildPsat(s) {
  stage(s, "psat-key", (index) => send({ command: "cell", index }));
  return [element("div", { class: "activity-head" },
    element("p", { id: "psat-text", class: "psat-text" }, s.text || ""),
    element("p", { id: "psat-digit", class: "psat-digit", "aria-live": "assertive" }),
    element("p", { id: "psat-count", class: "psat-count" }))];
}

function updatePsat(s) {
  document.getElementById("psat-text").textContent = s.text || "";
  const digit = document.getElementById("psat-digit");
  digit.textContent = s.digit || "";
  // An auditory PSAT's "Listen" cue stands where the digit would be, in smaller type.
  digit.classList.toggle("psat-listen", (s.digit || "").length > 2);
  document.getElementById("psat-count").textContent = s.game > 0 ? `${s.game}/${s.games}` : "";
}

registerView("psat", { build: buildPsat, update: updatePsat });
