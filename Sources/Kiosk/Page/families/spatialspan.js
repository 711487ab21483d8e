// The spatial span memory game (families/spatialspan.css): the board of cells lighting up its
// sequence, then taking taps; the score and game, and Continue after a game.
"use strict";

function buildMemory(s) {
  stage(s, "cell", (index) => send({ command: "cell", index }));
  overlay(element("div", { class: "activity-foot" },
    countLine(),
    // A touch anywhere continues (it reaches the server as a touch); the keyboard continues here.
    button(t("continueButton"), (event) => { if (event.detail === 0) send({ command: "proceed" }); }, { id: "proceed", hidden: true })));
  return [element("div", { class: "activity-head" }, element("h1", { id: "memory-title", "aria-live": "polite" }))];
}

function updateMemory(s) {
  document.getElementById("count").textContent = t("memoryStatus", s.score, s.game, s.games);
  const titles = {
    playback: t("watchTargets"),
    gameplay: s.reversed ? t("tapInReverse") : t("tapInOrder"),
  };
  const outcomes = { success: t("wellDone"), failure: t("notTheNextTarget"), timeout: t("timeIsUp") };
  document.getElementById("memory-title").textContent = titles[s.phase] || outcomes[s.outcome] || "";
  document.querySelectorAll(".stage .cell").forEach((cell, index) => {
    cell.classList.toggle("lit", s.targets[index].state === "lit");
    cell.classList.toggle("done", s.targets[index].state === "done");
  });
  document.getElementById("proceed").hidden = !s.started;
}

registerView("memory", { build: buildMemory, update: updateMemory });
