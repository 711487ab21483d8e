// The Stroop test (families/stroop.css): the step's text, the word in its ink (blank between
// trials), and the four colour buttons; a finger on a button reaches the server as a touch, the
// keyboard as a cell.
"use strict";

function buildStroop(s) {
  stage(s, "stroop-button", (index) => send({ command: "cell", index }));
  return [element("div", { class: "activity-head" },
    element("p", { class: "stroop-text" }, s.text || ""),
    element("p", { id: "stroop-word", class: "stroop-word", "aria-live": "assertive" }))];
}

function updateStroop(s) {
  const word = document.getElementById("stroop-word");
  word.textContent = s.word || "";
  word.style.color = s.ink || "";
}

registerView("stroop", { build: buildStroop, update: updateStroop });
